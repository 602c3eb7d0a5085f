import { BaseStyles } from '../base-styles.tsx';
import { useSiteChrome } from './site-chrome.ts';

/** While the first page's code loads, the header is already on screen. */
export function HydrateFallback() {
  const { Header } = useSiteChrome();
  return (
    <>
      <BaseStyles />
      <Header />
    </>
  );
}
