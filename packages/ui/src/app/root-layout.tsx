import type { HeaderProps } from '@591/header';
import { handleValue, KeepAliveOutlet } from '@591/router';
import { usePageViews } from '@591/tracking';
import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import { BaseStyles } from '../base-styles.tsx';
import { channelOfPageType } from '../layouts/active-channel.ts';
import { LayoutFrame } from '../layouts/layout-frame.tsx';
import { PageShownReporter } from './page-shown.ts';

/** Picks the page's layout and header channel from its route handle, and counts the view. */
export function RootLayout({ Header }: { Header: ComponentType<HeaderProps> }) {
  const matches = useMatches();
  usePageViews();
  const header = (
    <>
      <BaseStyles />
      <Header activeChannel={channelOfPageType(handleValue(matches, 'pageType') ?? 'home')} />
    </>
  );
  return (
    <LayoutFrame name={handleValue(matches, 'layout') ?? 'default'} header={header}>
      <KeepAliveOutlet />
      <PageShownReporter />
    </LayoutFrame>
  );
}
