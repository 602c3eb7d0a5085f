import type { ClusterAnswer } from '@591/api-client';
import type { MapView } from '@591/config';
import { ClusterMap } from '@591/map';
import { mapUrl } from '@591/ui';
import { useMemo, useState } from 'react';

const STREET_ZOOM = 16;

/**
 * Where the project is: one marker on the site's map, at street level, with a link to open the
 * place in Google Maps. The map loads its script only in the browser; the link works without.
 */
export function ProjectMap({
  id,
  name,
  lat,
  lng,
}: {
  id: number;
  name: string;
  lat: number;
  lng: number;
}) {
  const [view, setView] = useState<MapView>({ lat, lng, zoom: STREET_ZOOM });
  const answer = useMemo<ClusterAnswer>(
    () => ({
      zoom: view.zoom,
      total: 1,
      priceUnit: null,
      clusters: [{ id, lat, lng, count: 1, minPrice: 0, maxPrice: 0 }],
    }),
    [id, lat, lng, view.zoom],
  );
  return (
    <div data-testid="project-map">
      <ClusterMap
        label={`${name}位置地圖`}
        view={view}
        clusters={{ status: 'ready', data: answer, retry: () => {} }}
        onViewChange={setView}
        priceRanges={false}
        emptyText=""
        renderSelection={() => <p>{name}</p>}
      />
      <a className="project-map__open" href={mapUrl(lat, lng)} rel="noopener" target="_blank">
        在 Google 地圖開啟
      </a>
    </div>
  );
}
