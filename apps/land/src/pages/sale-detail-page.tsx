import type { DetailPageData } from '@591/ui';
import { LandDetail } from '../detail/land-detail.tsx';

/** Land for sale: the loader has made sure the listing is land for sale. */
export function Component({ data }: { data: DetailPageData }) {
  return <LandDetail data={data} />;
}
