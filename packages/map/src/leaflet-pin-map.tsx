import { type MapCentre, roundDegrees } from '@591/config';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createMap } from './leaflet-base.ts';
import './pin-map.css';

export interface LeafletPinMapProps {
  label: string;
  point: MapCentre;
  onMove: (point: MapCentre) => void;
}

/** Close enough to tell one building from the next. */
const STREET_ZOOM = 17;

const pinIcon = L.divIcon({
  className: '',
  html: '<span class="pin-map__pin" aria-hidden="true"></span>',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});

const rounded = (point: L.LatLng): MapCentre => ({
  lat: roundDegrees(point.lat),
  lng: roundDegrees(point.lng),
});

/**
 * The map a poster places the home on: a pin they drag, or move by tapping the map; from the
 * keyboard, the arrows move the map and a button brings the pin to its middle. Part of the
 * map chunk (leaflet-map.tsx), loaded in the browser only.
 */
export default function LeafletPinMap({ label, point, onMove }: LeafletPinMapProps) {
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const latest = useRef(onMove);
  latest.current = onMove;

  useEffect(() => {
    if (!element.current) return;
    const created = createMap(element.current, { ...point, zoom: STREET_ZOOM });
    const marker = L.marker([point.lat, point.lng], {
      icon: pinIcon,
      draggable: true,
      keyboard: false,
      title: '物件位置',
    }).addTo(created);
    marker.on('dragend', () => latest.current(rounded(marker.getLatLng())));
    created.on('click', (event: L.LeafletMouseEvent) => latest.current(rounded(event.latlng)));
    map.current = created;
    pin.current = marker;
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once; later points move the pin (below).
  }, []);

  // A new point from the form (another district) or from a move: the pin follows, and the map
  // keeps it in view.
  useEffect(() => {
    const shown = map.current;
    const marker = pin.current;
    if (!shown || !marker) return;
    marker.setLatLng([point.lat, point.lng]);
    if (!shown.getBounds().pad(-0.1).contains([point.lat, point.lng])) {
      shown.setView([point.lat, point.lng], Math.max(shown.getZoom(), STREET_ZOOM - 2));
    }
  }, [point]);

  return (
    <>
      <section
        ref={element}
        className="pin-map__canvas"
        aria-label={`${label}，可用方向鍵移動地圖`}
        data-testid="pin-map"
      />
      <button
        type="button"
        className="pin-map__centre"
        onClick={() => map.current && latest.current(rounded(map.current.getCenter()))}
      >
        把標記移到地圖中央
      </button>
    </>
  );
}
