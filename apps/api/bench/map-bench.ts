import { brotliCompressSync, constants } from 'node:zlib';
import {
  boxAround,
  fitView,
  type MapView,
  METRO_LINES,
  tilesCovering,
  viewBox,
  WIDE_MAP_PX,
} from '@591/config';
import { Random } from '../src/lib/random.ts';
import {
  CONNECTIONS,
  measure,
  prepareBenchDatabase,
  RESULT_HEADER,
  readBenchArgs,
  resultRow,
  type Scenario,
  startBenchServer,
} from './bench-api.ts';

/**
 * The map's cluster tiles at scale: city views (a city as its map page first shows it, panned
 * a little) and street views (zoom 16 around metro stations), rent and sale, most without
 * filters and some with one. First every request asks for a tile never asked before, so no
 * cache helps: the cost of computing each answer (counts kept ahead for a whole city, the
 * listings grouped for a filter or a street). Then the tiles as map pages ask for them while
 * visitors pan, which the API's answer cache meets. Then 10 visitors panning the same city,
 * each with a browser that keeps tiles by their ETag: how many of their tile requests a shared
 * cache (the gateway, a CDN) or their own browser could answer. Last, the size of the answers.
 */
const args = readBenchArgs(process.argv.slice(2));
const REQUESTS_PER_SCENARIO = 20_000;
const CITIES = [1, 3, 6, 8, 15, 17];
const STREET_ZOOM = 16;
const random = new Random(591_2026);

/** Filters a visitor adds to the map, by section; most look without any. */
const FILTERS = {
  rent: ['', '', '', 'kind=2', 'kind=1&price=20000_40000', 'mrt=1', 'shType=host'],
  sale: ['', '', '', 'kind=9', 'price=1000_3000', 'houseage=_20', 'pattern=3'],
} as const;

interface City {
  regionId: number;
  view: MapView;
}

async function cityViews(origin: string): Promise<City[]> {
  return Promise.all(
    CITIES.map(async (regionId) => {
      const response = await fetch(`${origin}/v1/locations/regions/${regionId}`);
      const region = (await response.json()) as { districts: { lat: number; lng: number }[] };
      return { regionId, view: fitView(boxAround(region.districts), WIDE_MAP_PX) };
    }),
  );
}

/** A view moved by up to `pixels` each way, as a visitor drags the map. */
function panned(view: MapView, pixels: number): MapView {
  const degrees = (360 / (256 * 2 ** view.zoom)) * pixels;
  return {
    lat: view.lat + random.between(-degrees, degrees),
    lng: view.lng + random.between(-degrees, degrees),
    zoom: view.zoom,
  };
}

type Section = 'rent' | 'sale';

/** The tile requests of one view, as the map page sends them (fetchClusters). */
function viewTilePaths(section: Section, regionId: number, view: MapView, filter: string) {
  const region = section === 'rent' ? `region=${regionId}` : `regionid=${regionId}`;
  const query = `${region}${filter && `&${filter}`}`;
  return tilesCovering(viewBox(view, WIDE_MAP_PX), view.zoom).map(
    (tile) => `/v1/${section}/map/tiles/${tile.zoom}/${tile.x}/${tile.y}?${query}`,
  );
}

/** Views a visitor might pan to: a city's own, or a street's around a metro station. */
function cityView(cities: City[]) {
  const city = random.pick(cities);
  return { regionId: city.regionId, view: panned(city.view, 150) };
}

function streetView() {
  const station = random.pick(STATIONS);
  const view = panned({ lat: station.lat, lng: station.lng, zoom: STREET_ZOOM }, 300);
  return { regionId: station.regionId, view };
}

const STATIONS = METRO_LINES.flatMap((line) =>
  line.stations.map((station) => ({ ...station, regionId: line.regionId })),
);

/** Tile requests of many views, in the order the pages send them. */
function asPagesAsk(next: () => { regionId: number; view: MapView }): string[] {
  const paths: string[] = [];
  while (paths.length < REQUESTS_PER_SCENARIO) {
    const section = random.pick(['rent', 'sale'] as const);
    const { regionId, view } = next();
    paths.push(...viewTilePaths(section, regionId, view, random.pick(FILTERS[section])));
  }
  return paths;
}

/**
 * Which filters a scenario's views take: as visitors choose, none, always one of FILTERS, or a
 * price range typed by hand that nobody typed before (no grouping of the region is kept yet).
 */
type FilterMix = 'mixed' | 'none' | 'filtered' | 'typed';

function typedPrice(section: Section): string {
  // NT$ a month for rent, 萬 for sale.
  const [low, step] =
    section === 'rent' ? [random.int(20, 300) * 100, 100] : [random.int(300, 3000), 1];
  return `price=${low}_${low + random.int(20, 400) * step}`;
}

function filterOf(section: Section, mix: FilterMix): string {
  if (mix === 'typed') return typedPrice(section);
  const choices = FILTERS[section].filter((filter) =>
    mix === 'mixed' ? true : mix === 'none' ? filter === '' : filter !== '',
  );
  return random.pick(choices);
}

/** The same, each tile asked once: nothing is ever answered from a cache. */
function everyTileNew(
  next: () => { regionId: number; view: MapView },
  mix: FilterMix = 'mixed',
): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let view = 0; paths.length < REQUESTS_PER_SCENARIO && view < 200_000; view += 1) {
    const section = random.pick(['rent', 'sale'] as const);
    const place = next();
    // Views a little apart share most tiles: spread them wider, and over the zooms near.
    const zoom = place.view.zoom + random.int(-1, 2);
    const spread = panned({ ...place.view, zoom }, 600);
    for (const path of viewTilePaths(section, place.regionId, spread, filterOf(section, mix))) {
      if (!seen.has(path)) paths.push(path);
      seen.add(path);
    }
  }
  return paths;
}

/**
 * 10 visitors pan Taipei's map, each 30 views from the city view, with a browser that keeps
 * each tile and asks again with If-None-Match: the share of tile requests a shared cache had
 * already answered for someone, and the share the API answered 304 (the browser's own copy).
 */
async function panningVisitors(origin: string, cities: City[]) {
  const taipei = cities.find((city) => city.regionId === 1)!;
  const asked = new Set<string>();
  let requests = 0;
  let shared = 0;
  let notModified = 0;
  for (let visitor = 0; visitor < 10; visitor += 1) {
    const browser = new Map<string, string>();
    let view = taipei.view;
    for (let step = 0; step < 30; step += 1) {
      // A drag of up to 300 px, now and then a zoom in or out.
      const zoomed = random.int(0, 5) === 0 ? random.pick([-1, 1]) : 0;
      view = panned({ ...view, zoom: Math.min(16, Math.max(11, view.zoom + zoomed)) }, 300);
      for (const path of viewTilePaths('rent', 1, view, '')) {
        requests += 1;
        if (asked.has(path)) shared += 1;
        asked.add(path);
        const etag = browser.get(path);
        const response = await fetch(`${origin}${path}`, {
          headers: etag ? { 'if-none-match': etag } : {},
        });
        if (response.status === 304) notModified += 1;
        else browser.set(path, response.headers.get('etag') ?? '');
        await response.arrayBuffer();
      }
    }
  }
  const share = (count: number) => `${((count / requests) * 100).toFixed(1)}%`;
  return `10 visitors panning Taipei: ${requests} tile requests; a shared cache had ${share(shared)} of them already, and the API answered ${share(notModified)} with 304 from the visitor's own copy`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** JSON and brotli bytes of some answers, and how many clusters they held. */
async function answerSizes(origin: string, paths: string[]) {
  const json: number[] = [];
  const sent: number[] = [];
  const clusters: number[] = [];
  for (const path of paths.slice(0, 200)) {
    const body = await (await fetch(`${origin}${path}`)).text();
    json.push(Buffer.byteLength(body));
    // The API's own setting (quality 4), as its compression plugin sends it.
    sent.push(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
    clusters.push((JSON.parse(body) as { clusters: unknown[] }).clusters.length);
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 0.5)}, max ${sorted.at(-1)}`;
  };
  return `clusters ${summary(clusters)}; JSON bytes ${summary(json)}; sent (br) bytes ${summary(sent)}`;
}

const serverUrl = await prepareBenchDatabase(args.listings);
const server = await startBenchServer(args.port, serverUrl);
try {
  const origin = `http://127.0.0.1:${args.port}`;
  const cities = await cityViews(origin);
  const scenarios: Scenario[] = [
    {
      name: 'city, no filter, every tile new',
      paths: everyTileNew(() => cityView(cities), 'none'),
    },
    {
      name: 'city, a filter, every tile new',
      paths: everyTileNew(() => cityView(cities), 'filtered'),
    },
    {
      name: 'city, a price nobody typed before, every tile new',
      paths: everyTileNew(() => cityView(cities), 'typed'),
    },
    { name: 'street view, every tile new', paths: everyTileNew(streetView) },
    { name: 'city view, as pages ask', paths: asPagesAsk(() => cityView(cities)) },
    { name: 'street view, as pages ask', paths: asPagesAsk(streetView) },
  ];
  console.log(
    `\n${args.listings.toLocaleString('en-US')} listings, ${serverUrl ? 'PostgreSQL' : 'PGlite'}; ${args.rate} requests/s over ${CONNECTIONS} staggered connections, ${args.seconds} s per view after a 2 s warm-up; a ${WIDE_MAP_PX.width}×${WIDE_MAP_PX.height} px map\n`,
  );
  console.log(RESULT_HEADER);
  const sizes: string[] = [];
  for (const scenario of scenarios) {
    // Warm-up and measurement take their paths from one rotation: no path is asked twice.
    const rotation = { ...scenario, paths: [...scenario.paths] };
    await measure(rotation, { port: args.port, rate: args.rate, duration: 2 });
    rotation.paths = rotation.paths.slice(args.rate * 3);
    const result = await measure(rotation, {
      port: args.port,
      rate: args.rate,
      duration: args.seconds,
    });
    console.log(resultRow(scenario.name, result));
    if (scenario.name.endsWith('new') && !/a filter|typed/.test(scenario.name)) {
      sizes.push(`${scenario.name}: ${await answerSizes(origin, scenario.paths.slice(0, 200))}`);
    }
  }
  console.log(`\n${sizes.join('\n')}`);
  console.log(await panningVisitors(origin, cities));
} finally {
  server.kill('SIGTERM');
}
