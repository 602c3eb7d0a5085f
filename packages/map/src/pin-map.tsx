import type { MapCentre } from '@591/config';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadMapChunk } from './map-chunk.ts';

const LeafletPinMap = lazy(() =>
  loadMapChunk().then((chunk) => ({ default: chunk.LeafletPinMap })),
);

export interface PinMapProps {
  /** What the map is for, for screen readers: 物件位置地圖. */
  label: string;
  point: MapCentre;
  onMove: (point: MapCentre) => void;
}

const PIN_MAP_CSS = `
.pin-map{position:relative;height:320px;border-radius:8px;overflow:hidden;background:#e8ece6}
`;

/**
 * A map with one pin the poster moves to the building. Leaflet comes in the browser only;
 * the server renders a box of the same size, so the form does not move when it arrives.
 */
export function PinMap(props: PinMapProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <div className="pin-map">
      <style href="@591/map/pin-map" precedence="default">
        {PIN_MAP_CSS}
      </style>
      {inBrowser && (
        <Suspense fallback={null}>
          <LeafletPinMap {...props} />
        </Suspense>
      )}
    </div>
  );
}
