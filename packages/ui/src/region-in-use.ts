import { DEFAULT_REGION_ID, parseRegionId, regionById, regionParamOf } from '@591/config';
import { useSearchParams } from '@591/react-router';

/** The region the URL names (region, regionid or region_id), or null when it names none. */
export function useRegionParam(): number | null {
  const [params] = useSearchParams();
  const asked = regionParamOf(params);
  return asked === null ? null : parseRegionId(asked);
}

/** The region a page is about: from the URL, else Taipei. */
export function useRegionInUse() {
  return regionById(useRegionParam() ?? DEFAULT_REGION_ID)!;
}
