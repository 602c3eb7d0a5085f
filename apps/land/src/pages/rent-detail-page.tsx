import type { DetailPageData } from '@591/ui';
import { LandDetail } from '../detail/land-detail.tsx';

/** Land for rent: the loader has made sure the listing is land for rent. */
export function Component({ data }: { data: DetailPageData }) {
  return <LandDetail data={data} />;
}
