import { LandDetail } from '../detail/land-detail.tsx';

/** Land for rent: the loader has made sure the listing is land for rent. */
export function Component() {
  return <LandDetail />;
}
