import { useSearchParams } from '@591/react-router';
import { LandingView } from '../landing/landing-view.tsx';
import { SaleListView } from '../list/sale-list-view.tsx';
import type { SalePage } from '../search/sale-page-data.ts';
import { regionIdOf } from '../search/sale-search.ts';

/** The landing URL: the sale list when shType asks for it (as on the real site), else the landing. */
export function Component({ data }: { data: SalePage }) {
  const [params] = useSearchParams();
  return data.view === 'list' ? (
    <SaleListView data={data} />
  ) : (
    <LandingView data={data} regionId={regionIdOf(params)} />
  );
}
