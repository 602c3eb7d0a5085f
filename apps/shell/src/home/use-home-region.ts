import { DEFAULT_REGION_ID } from '@591/config';
import { readRegionCookie, writeRegionCookie } from '@591/header/region-cookie';
import { useRegionParam } from '@591/ui';
import { useCallback, useEffect, useState } from 'react';

/**
 * The region the home page searches and shows: the URL's (?region=), else the one the visitor
 * chose before (the region cookie, read after start so the built page and the first render
 * agree), else Taipei. A region chosen here is remembered for the whole site.
 */
export function useHomeRegion(): [number, (regionId: number) => void] {
  const fromUrl = useRegionParam();
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
