import { DEFAULT_REGION_ID, parseRegionId } from '@591/config';
import { readRegionCookie, writeRegionCookie } from '@591/header/region-cookie';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The region the home page searches and shows: the URL's (?region=), else the one the visitor
 * chose before (the region cookie, read after start so the built page and the first render
 * agree), else Taipei. A region chosen here is remembered for the whole site.
 */
export function useHomeRegion(): [number, (regionId: number) => void] {
  const [params] = useSearchParams();
  const asked = params.get('region') ?? params.get('regionid');
  const fromUrl = asked === null ? null : parseRegionId(asked);
  const [regionId, setRegionId] = useState(fromUrl ?? DEFAULT_REGION_ID);
  useEffect(() => {
    setRegionId(fromUrl ?? readRegionCookie());
  }, [fromUrl]);
  const choose = useCallback((chosen: number) => {
    setRegionId(chosen);
    writeRegionCookie(chosen);
  }, []);
  return [regionId, choose];
}
