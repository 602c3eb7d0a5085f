import { BaseStyles } from '@591/ui';
import { ChromeIsland } from './chrome-island.tsx';

/** While the first page's code loads, the header is already on screen. */
export function HydrateFallback() {
  return (
    <>
      <BaseStyles />
      <ChromeIsland part="header" props={{}} />
    </>
  );
}
