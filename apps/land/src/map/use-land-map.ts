import { fetchLandMap, type LandMap } from '@591/api-client';
import { useEffect, useState } from 'react';
import type { MapSearch } from './map-search.ts';

export type LandMapState =
  | { status: 'loading' }
  | { status: 'ready'; map: LandMap }
  | { status: 'failed'; message: string };

/**
 * The map's points, asked for in the browser only: up to 3000 markers are too heavy to carry
 * in the server-rendered page, which shows the frame and a skeleton instead.
 */
export function useLandMap(search: MapSearch): LandMapState {
  const [state, setState] = useState<LandMapState>({ status: 'loading' });
  const key = search.valid ? `${search.regionId}:${search.mode}:${search.type}` : '';
  // Keyed by the search's values: a new loader object for the same search needs no new fetch.
  useEffect(() => {
    if (!search.valid) return;
    let cancelled = false;
    setState({ status: 'loading' });
    const type = search.mode === 'in-sale' ? { type: search.type } : {};
    fetchLandMap({ region: search.regionId, mode: search.mode, ...type }).then(
      (map) => {
        if (!cancelled) setState({ status: 'ready', map });
      },
      () => {
        if (!cancelled)
          setState({ status: 'failed', message: '地圖資料暫時無法載入，請稍後再試。' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  return state;
}
