import { BaseStyles } from '../base-styles.tsx';
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
