import { DEFAULT_REGION_ID } from '@591/config';
import { useEffect, useState } from 'react';
import { readRegionCookie } from './region-cookie.ts';

/**
 * The region the header's links carry: the prop when given, otherwise the region cookie.
 * The cookie is read after mount so the server and the first client render agree.
 */
export function useRegionId(fromProps: number | undefined): number {
  const [fromCookie, setFromCookie] = useState(DEFAULT_REGION_ID);
  useEffect(() => {
    if (fromProps === undefined) setFromCookie(readRegionCookie());
  }, [fromProps]);
  return fromProps ?? fromCookie;
}
