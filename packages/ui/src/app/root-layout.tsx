import { handleValue, KeepAliveOutlet } from '@591/router';
import { usePageViews } from '@591/tracking';
import { useMatches } from 'react-router';
import { BaseStyles } from '../base-styles.tsx';
import { channelOfPageType } from '../layouts/active-channel.ts';
import { LayoutFrame } from '../layouts/layout-frame.tsx';
import { PageShownReporter } from './page-shown.ts';
import { useSiteChrome } from './site-chrome.ts';

/** Picks the page's layout and header channel from its route handle, and counts the view. */
export function RootLayout() {
  const { Header, Footer } = useSiteChrome();
  const matches = useMatches();
  usePageViews();
  const header = (
    <>
      <BaseStyles />
      <Header activeChannel={channelOfPageType(handleValue(matches, 'pageType') ?? 'home')} />
    </>
  );
  return (
    <LayoutFrame
      name={handleValue(matches, 'layout') ?? 'default'}
      header={header}
      footer={<Footer />}
    >
      <KeepAliveOutlet />
      <PageShownReporter />
    </LayoutFrame>
  );
}
