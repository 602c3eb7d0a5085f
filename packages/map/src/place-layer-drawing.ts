import L from 'leaflet';
import type { PlaceLayers } from './place-layers.ts';

export type { PlaceLayers } from './place-layers.ts';

/**
 * The stations of the metro lines asked for, named when pointed at, and universities, under the
 * listings. The lines themselves are the base map's (drawn at every zoom a city is seen), so a
 * line shown here would be drawn twice.
 */
export function drawPlaceLayers(group: L.LayerGroup, layers: PlaceLayers | undefined): void {
  group.clearLayers();
  for (const line of layers?.metroLines ?? []) {
    for (const station of line.stations) {
      group.addLayer(
        L.circleMarker([station.lat, station.lng], {
          radius: 5,
          color: line.color,
          weight: 2,
          fillColor: '#fff',
          fillOpacity: 1,
        }).bindTooltip(`${station.name}站（${line.name}）`, { className: 'cluster-map__station' }),
      );
    }
  }
  for (const university of layers?.universities ?? []) {
    group.addLayer(
      L.marker([university.lat, university.lng], {
        icon: L.divIcon({
          className: '',
          html: '<span class="cluster-map__school" style="width:26px;height:26px">學</span>',
          iconSize: [26, 26],
          iconAnchor: [13, 13],
        }),
        title: university.name,
        keyboard: false,
        zIndexOffset: -1000,
      }).bindTooltip(university.name, { className: 'cluster-map__station' }),
    );
  }
}
