import { METRO_LINES } from '@591/config';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import L from 'leaflet';
import { feature } from 'topojson-client';

/**
 * The site's own base map, drawn in the browser from the boundary files the build writes
 * (scripts/build-base-map.mjs): land and counties at every zoom, towns (鄉鎮市區) from zoom 10,
 * villages (村里) at street zoom, their names, and the metro lines the site knows. Files come
 * from the app's own /assets/ with content-hashed names (cached for a year), and only for what
 * is in view (a county's towns, a town's villages). Each file is decoded in a task of its own,
 * so no start-up task is long.
 */
const FILES = import.meta.glob<string>('../dist/base-map/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The zoom from which each level of detail is drawn. */
const FROM_ZOOM = {
  towns: 10,
  townNames: 12,
  metro: 11,
  stations: 13,
  villages: 14,
  stationNames: 15,
  villageNames: 16,
} as const;

const LAND = '#f5f3ee';
const STYLES = {
  counties: { color: '#7f8c99', weight: 1.4, fillColor: LAND, fillOpacity: 1 },
  towns: { color: '#a3adb8', weight: 1, fillColor: LAND, fillOpacity: 1 },
  villages: { color: '#c3c9cf', weight: 0.8, dashArray: '3 3', fill: false },
} satisfies Record<string, L.PathOptions>;

export const BASE_MAP_ATTRIBUTION = '行政界線 © 內政部國土測繪中心（政府資料開放授權）';

interface Place {
  name: string;
  /** A point inside the shape, for its name: [lng, lat]. */
  label: [number, number];
}
/** A county or a town: a code its finer files are named by, and its box. */
interface Area extends Place {
  code: string;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
}
type Level = 'towns' | 'villages';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function fetchShapes<P>(name: string): Promise<Feature<Geometry, P>[]> {
  const url = FILES[`../dist/base-map/${name}.json`];
  if (!url) throw new Error(`base map file ${name} is not in this build`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`base map file ${name}: ${response.status}`);
  const shapes = (await response.json()) as Parameters<typeof feature>[0];
  await nextTask();
  const [object] = Object.values(shapes.objects);
  return (feature(shapes, object!) as FeatureCollection<Geometry, P>).features;
}

function label(place: Place, kind: string): L.Marker {
  return L.marker([place.label[1], place.label[0]], {
    icon: L.divIcon({
      className: '',
      html: `<span class="base-map__label base-map__label--${kind}">${place.name}</span>`,
      iconSize: [0, 0],
    }),
    pane: 'base-map-labels',
    interactive: false,
    keyboard: false,
  });
}

/**
 * Draws the base map under everything else on the map, and keeps it to the view as the map
 * moves. Calls onFailure once if the country file cannot be loaded.
 */
export function drawBaseMap(map: L.Map, onFailure: () => void): void {
  map.createPane('base-map').style.zIndex = '150';
  // Its own canvas above the shapes: towns arriving later are filled, and would cover the lines.
  map.createPane('base-map-metro').style.zIndex = '160';
  const labelPane = map.createPane('base-map-labels');
  labelPane.style.zIndex = '350';
  labelPane.style.pointerEvents = 'none';
  map.getContainer().classList.add('base-map');
  map.attributionControl.addAttribution(BASE_MAP_ATTRIBUTION);
  const renderer = L.canvas({ pane: 'base-map', padding: 0.3 });
  // Leaflet hands a GeoJSON layer's options to the shapes it makes: one canvas draws them all.
  const shapeOptions = { renderer, interactive: false, smoothFactor: 1.5 } as L.GeoJSONOptions;
  const drawn = (shapes: Feature[], style: L.PathOptions) =>
    L.geoJSON(shapes, { ...shapeOptions, style: () => style });

  let counties: Feature<Geometry, Area>[] = [];
  let countyLayer: L.GeoJSON | null = null;
  // Towns by their county's code, villages by their town's.
  const levels = {
    towns: new Map<string, Feature<Geometry, Area>[]>(),
    villages: new Map<string, Feature<Geometry, Place>[]>(),
  };
  const levelLayers: Record<Level, L.LayerGroup> = {
    towns: L.layerGroup(),
    villages: L.layerGroup(),
  };
  const asked = new Set<string>();
  const labels = L.layerGroup().addTo(map);
  const metro = metroLayers(L.canvas({ pane: 'base-map-metro', padding: 0.3 }));

  const inView = (area: Area, view: L.LatLngBounds) => {
    const [west, south, east, north] = area.bbox;
    return view.intersects(L.latLngBounds([south, west], [north, east]));
  };

  const load = (level: Level, code: string) => {
    const key = `${level}-${code}`;
    if (asked.has(key)) return;
    asked.add(key);
    fetchShapes<Area>(key).then(
      async (shapes) => {
        await nextTask();
        levels[level].set(code, shapes);
        levelLayers[level].addLayer(drawn(shapes, STYLES[level]));
        refresh();
      },
      // Detail that fails stays at the coarser level; the next move asks again.
      () => asked.delete(key),
    );
  };

  const refresh = () => {
    const zoom = map.getZoom();
    const view = map.getBounds().pad(0.2);
    const shown = counties.filter((county) => inView(county.properties, view));
    const towns = shown
      .flatMap((county) => levels.towns.get(county.properties.code) ?? [])
      .filter((town) => inView(town.properties, view));
    if (zoom >= FROM_ZOOM.towns) for (const county of shown) load('towns', county.properties.code);
    if (zoom >= FROM_ZOOM.villages)
      for (const town of towns) load('villages', town.properties.code);
    // Towns are filled with land: from zoom 10 they are the coast, sharper than the country's.
    showIf(
      map,
      countyLayer,
      zoom < FROM_ZOOM.towns || !shown.every((c) => levels.towns.has(c.properties.code)),
    );
    showIf(map, levelLayers.towns, zoom >= FROM_ZOOM.towns);
    showIf(map, levelLayers.villages, zoom >= FROM_ZOOM.villages);
    showIf(map, metro.lines, zoom >= FROM_ZOOM.metro);
    showIf(map, metro.stations, zoom >= FROM_ZOOM.stations);
    relabel(zoom, view, shown, towns);
  };

  const relabel = (
    zoom: number,
    view: L.LatLngBounds,
    shown: Feature<Geometry, Area>[],
    towns: Feature<Geometry, Area>[],
  ) => {
    labels.clearLayers();
    const visible = (place: Place) => view.contains([place.label[1], place.label[0]]);
    const names: [Place, string][] = [];
    if (zoom < FROM_ZOOM.townNames) {
      for (const county of shown) names.push([county.properties, 'county']);
    } else if (zoom < FROM_ZOOM.villageNames) {
      for (const town of towns) names.push([town.properties, 'town']);
    } else {
      for (const town of towns) {
        for (const village of levels.villages.get(town.properties.code) ?? []) {
          names.push([village.properties, 'village']);
        }
      }
    }
    if (zoom >= FROM_ZOOM.stationNames) {
      for (const station of metro.stationPlaces) names.push([station, 'station']);
    }
    for (const [place, kind] of names) if (visible(place)) labels.addLayer(label(place, kind));
  };

  fetchShapes<Area>('taiwan').then(async (shapes) => {
    await nextTask();
    counties = shapes;
    countyLayer = drawn(shapes, STYLES.counties);
    map.on('moveend', refresh);
    refresh();
  }, onFailure);
}

function showIf(map: L.Map, layer: L.Layer | null, shown: boolean) {
  if (!layer) return;
  if (shown && !map.hasLayer(layer)) layer.addTo(map);
  if (!shown && map.hasLayer(layer)) layer.remove();
}

/** The metro lines in their colours, and their stations, from @591/config. */
function metroLayers(renderer: L.Renderer) {
  const lines = L.layerGroup();
  const stations = L.layerGroup();
  const stationPlaces = new Map<string, Place>();
  for (const line of METRO_LINES) {
    const points = line.stations.map((station) => L.latLng(station.lat, station.lng));
    lines.addLayer(
      L.polyline(points, {
        renderer,
        color: line.color,
        weight: 3,
        opacity: 1,
        interactive: false,
      }),
    );
    for (const station of line.stations) {
      stations.addLayer(
        L.circleMarker([station.lat, station.lng], {
          renderer,
          radius: 3,
          color: line.color,
          weight: 1.5,
          fillColor: '#fff',
          fillOpacity: 1,
          interactive: false,
        }),
      );
      // A station of two lines is named once.
      stationPlaces.set(station.name, { name: station.name, label: [station.lng, station.lat] });
    }
  }
  return { lines, stations, stationPlaces: [...stationPlaces.values()] };
}
