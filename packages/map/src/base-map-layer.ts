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

/**
 * The zoom from which each level of detail is drawn. Below towns' zoom, the country's counties;
 * from it the towns in view; from villages' zoom the villages of the towns in view (whose
 * outlines hold the towns' borders too). One level's shapes at a time keeps a phone's start-up
 * to the few files its view needs.
 */
const FROM_ZOOM = {
  metro: 10,
  towns: 11,
  townNames: 12,
  stations: 13,
  villages: 14,
  stationNames: 15,
  villageNames: 16,
} as const;

const LAND = '#f5f3ee';
const STYLES = {
  counties: { color: '#7f8c99', weight: 1.4, fillColor: LAND, fillOpacity: 1 },
  towns: { color: '#a3adb8', weight: 1, fillColor: LAND, fillOpacity: 1 },
  villages: { color: '#b8c0c8', weight: 0.8, dashArray: '3 3', fillColor: LAND, fillOpacity: 1 },
} satisfies Record<string, L.PathOptions>;

/**
 * The licence (政府資料開放授權條款) asks for the source. Kept short: a long line painted
 * when the map arrives would become the page's largest text and its LCP.
 */
export const BASE_MAP_ATTRIBUTION = '圖資 © 內政部國土測繪中心';

interface Place {
  name: string;
  /** A point inside the shape, for its name: [lng, lat]. */
  label: [number, number];
}
/** A county or a town as the country file lists it: its code names its finer file. */
interface Area extends Place {
  code: string;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
}
interface County extends Area {
  towns: Area[];
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

/** About this many points made into Leaflet shapes per task, so no task is long on a phone. */
const POINTS_PER_TASK = 500;

function pointsOf({ geometry }: Feature): number {
  if (geometry.type === 'Polygon') return geometry.coordinates.flat().length;
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat(2).length;
  return 1;
}

/**
 * A file's shapes as Leaflet layers of about POINTS_PER_TASK points each, made a layer per
 * task: a layer's points are converted when made and projected when shown, so neither is a
 * long task on a phone.
 */
async function inBatches(shapes: Feature[], options: L.GeoJSONOptions): Promise<L.GeoJSON[]> {
  const batches: Feature[][] = [[]];
  let points = 0;
  for (const shape of shapes) {
    if (points >= POINTS_PER_TASK) {
      batches.push([]);
      points = 0;
    }
    batches.at(-1)!.push(shape);
    points += pointsOf(shape);
  }
  const layers: L.GeoJSON[] = [];
  for (const batch of batches) {
    layers.push(L.geoJSON(batch, options));
    await nextTask();
  }
  return layers;
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

const boxOf = ({ bbox: [west, south, east, north] }: Area) =>
  L.latLngBounds([south, west], [north, east]);

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
    inBatches(shapes, { ...shapeOptions, style: () => style });

  let counties: County[] = [];
  let countyLayers: L.GeoJSON[] = [];
  // Towns' shapes by their county's code, villages' by their town's; each file drawn once.
  const loaded = {
    towns: new Map<string, L.GeoJSON[]>(),
    villages: new Map<string, L.GeoJSON[]>(),
  };
  const villageNames = new Map<string, Place[]>();
  const asked = new Set<string>();
  const labels = L.layerGroup().addTo(map);
  const metro = metroLayers(L.canvas({ pane: 'base-map-metro', padding: 0.3 }));

  const load = (level: Level, code: string) => {
    const key = `${level}-${code}`;
    if (asked.has(key)) return;
    asked.add(key);
    fetchShapes<Place>(key).then(
      async (shapes) => {
        loaded[level].set(code, await drawn(shapes, STYLES[level]));
        if (level === 'villages')
          villageNames.set(
            code,
            shapes.map((shape) => shape.properties),
          );
        scheduleRefresh();
      },
      // Detail that fails stays at the coarser level; the next move asks again.
      () => asked.delete(key),
    );
  };

  /** The level of the view, its shapes loaded where they are and asked for where not. */
  const refresh = () => {
    const zoom = map.getZoom();
    const view = map.getBounds().pad(0.2);
    const shown = counties.filter((county) => view.intersects(boxOf(county)));
    const towns = shown
      .flatMap((county) => county.towns)
      .filter((town) => view.intersects(boxOf(town)));
    const level: Level | 'counties' =
      zoom >= FROM_ZOOM.villages ? 'villages' : zoom >= FROM_ZOOM.towns ? 'towns' : 'counties';
    const wanted = level === 'villages' ? towns : level === 'towns' ? shown : [];
    for (const area of wanted) load(level as Level, area.code);
    const ready = wanted.every((area) => loaded[level as Level]?.has(area.code));
    // The coarser level stays under the finer until the finer is whole, so land never blinks.
    const shownLayers = new Set<L.GeoJSON>(level === 'counties' || !ready ? countyLayers : []);
    for (const [code, layers] of loaded.towns) {
      const underVillages = level === 'villages' && !ready && shown.some((c) => c.code === code);
      if (level === 'towns' || underVillages) for (const layer of layers) shownLayers.add(layer);
    }
    if (level === 'villages') {
      for (const layers of loaded.villages.values())
        for (const layer of layers) shownLayers.add(layer);
    }
    // Names, lines and shapes each in tasks of their own.
    setTimeout(() => relabel(zoom, view, shown, towns));
    setTimeout(() => {
      showIf(map, metro.lines, zoom >= FROM_ZOOM.metro);
      showIf(map, metro.stations, zoom >= FROM_ZOOM.stations);
    });
    void showInTurn(shownLayers);
  };
  // Shapes no longer wanted go at once; wanted ones come a layer per task, in the latest
  // refresh's order only (a later refresh stops an earlier one's turns).
  const allShapes = () =>
    [countyLayers, ...loaded.towns.values(), ...loaded.villages.values()].flat();
  let turn = 0;
  const showInTurn = async (wanted: Set<L.GeoJSON>) => {
    const mine = ++turn;
    for (const layer of allShapes()) if (!wanted.has(layer)) layer.remove();
    for (const layer of wanted) {
      if (map.hasLayer(layer)) continue;
      await nextTask();
      if (mine !== turn) return;
      layer.addTo(map);
    }
  };
  let refreshing = false;
  const scheduleRefresh = () => {
    if (refreshing) return;
    refreshing = true;
    requestAnimationFrame(() => {
      refreshing = false;
      refresh();
    });
  };

  // Names stay on the map while they are wanted: a pan adds the names coming into view and
  // removes those leaving it, instead of making every name again.
  const shownLabels = new Map<string, L.Marker>();
  const relabel = (zoom: number, view: L.LatLngBounds, shown: County[], towns: Area[]) => {
    const names: [Place, string][] =
      zoom < FROM_ZOOM.townNames
        ? shown.map((county) => [county, 'county'])
        : zoom < FROM_ZOOM.villageNames
          ? towns.map((town) => [town, 'town'])
          : towns.flatMap((town) =>
              (villageNames.get(town.code) ?? []).map((village): [Place, string] => [
                village,
                'village',
              ]),
            );
    if (zoom >= FROM_ZOOM.stationNames) {
      for (const station of metro.stationPlaces) names.push([station, 'station']);
    }
    const wanted = new Map<string, [Place, string]>();
    for (const [place, kind] of names) {
      if (!view.contains([place.label[1], place.label[0]])) continue;
      wanted.set(`${kind}|${place.name}|${place.label.join(',')}`, [place, kind]);
    }
    for (const [key, marker] of shownLabels) {
      if (wanted.has(key)) continue;
      labels.removeLayer(marker);
      shownLabels.delete(key);
    }
    for (const [key, [place, kind]] of wanted) {
      if (shownLabels.has(key)) continue;
      const marker = label(place, kind);
      shownLabels.set(key, marker);
      labels.addLayer(marker);
    }
  };

  fetchShapes<County>('taiwan').then(async (shapes) => {
    await nextTask();
    counties = shapes.map((shape) => shape.properties);
    countyLayers = await drawn(shapes, STYLES.counties);
    map.on('moveend', scheduleRefresh);
    scheduleRefresh();
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
