import { parseRegionId, regionById } from '@591/config';
import { useSearchParams } from 'react-router';

/** The region a page is about: from the URL (region, regionid or region_id), else Taipei. */
export function useRegionInUse() {
  const [params] = useSearchParams();
  const id = parseRegionId(
    params.get('region') ?? params.get('regionid') ?? params.get('region_id'),
  );
  return regionById(id)!;
}
