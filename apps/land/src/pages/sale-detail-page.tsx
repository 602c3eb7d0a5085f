import { LandDetail } from '../detail/land-detail.tsx';

/** Land for sale: the loader has made sure the listing is land for sale. */
export function Component() {
  return <LandDetail />;
}
