import { useMatches } from '@591/react-router';
import { handleValue, KeepAliveOutlet } from '@591/router';
import { usePageViews } from '@591/tracking';
import { BaseStyles, RateLimitNotice } from '@591/ui';
import { channelOfPageType } from '../layouts/active-channel.ts';
import { LayoutFrame } from '../layouts/layout-frame.tsx';
import { ChromeIsland } from './chrome-island.tsx';
import { useDocumentHead } from './document-head.ts';
import { PageShownReporter } from './page-shown.ts';

/** Picks the page's layout and header channel from its route handle, and counts the view. */
export function RootLayout() {
  const matches = useMatches();
  usePageViews();
  useDocumentHead();
  const activeChannel =
    handleValue(matches, 'channel') ??
    channelOfPageType(handleValue(matches, 'pageType') ?? 'home');
  const header = (
    <>
      <BaseStyles />
      <ChromeIsland part="header" props={{ activeChannel }} />
    </>
  );
  return (
    <LayoutFrame
      name={handleValue(matches, 'layout') ?? 'default'}
      header={header}
      footer={<ChromeIsland part="footer" props={{}} />}
    >
      <RateLimitNotice />
      <KeepAliveOutlet />
      <PageShownReporter />
    </LayoutFrame>
  );
}
