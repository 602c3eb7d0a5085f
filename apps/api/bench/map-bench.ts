import { brotliCompressSync, constants } from 'node:zlib';
import {
  boxAround,
  boxParam,
  fitView,
  gridAlignedBox,
  type MapView,
  METRO_LINES,
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
 * The map cluster endpoint at scale: city views (a city as its map page first shows it, panned
 * a little) and street views (zoom 16 around metro stations), with and without filters, each
 * twice. First every request asks for a box never asked before, so the API's answer cache never
 * helps: the cost of computing each answer. Then the boxes as the pages ask for them, grown to
 * whole grid cells, so views a little apart share an answer for 30 s. Last, the size of the
 * answers, as JSON and as sent (brotli, which browsers ask for).
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

/** Boxes exactly as a map shows them, or grown to whole grid cells as the pages ask. */
type BoxKind = 'new' | 'aligned';

function clusterPath(
  section: 'rent' | 'sale',
  regionId: number,
  view: MapView,
  kind: BoxKind,
): string {
  const region = section === 'rent' ? `region=${regionId}` : `regionid=${regionId}`;
  const filter = random.pick(FILTERS[section]);
  const shown = viewBox(view, WIDE_MAP_PX);
  const bbox = boxParam(kind === 'aligned' ? gridAlignedBox(shown, view.zoom) : shown);
  return `/v1/${section}/map/clusters?${region}${filter && `&${filter}`}&bbox=${bbox}&zoom=${view.zoom}`;
}

function cityPaths(cities: City[], kind: BoxKind): string[] {
  return Array.from({ length: REQUESTS_PER_SCENARIO }, () => {
    const city = random.pick(cities);
    const section = random.pick(['rent', 'sale'] as const);
    return clusterPath(section, city.regionId, panned(city.view, 150), kind);
  });
}

function streetPaths(kind: BoxKind): string[] {
  const stations = METRO_LINES.flatMap((line) =>
    line.stations.map((station) => ({ ...station, regionId: line.regionId })),
  );
  return Array.from({ length: REQUESTS_PER_SCENARIO }, () => {
    const station = random.pick(stations);
    const view = panned({ lat: station.lat, lng: station.lng, zoom: STREET_ZOOM }, 300);
    return clusterPath(random.pick(['rent', 'sale'] as const), station.regionId, view, kind);
  });
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
    { name: 'city view, every box new', paths: cityPaths(cities, 'new') },
    { name: 'street view, every box new', paths: streetPaths('new') },
    { name: 'city view, as pages ask', paths: cityPaths(cities, 'aligned') },
    { name: 'street view, as pages ask', paths: streetPaths('aligned') },
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
    if (scenario.name.endsWith('new')) {
      sizes.push(`${scenario.name}: ${await answerSizes(origin, scenario.paths.slice(-200))}`);
    }
  }
  console.log(`\n${sizes.join('\n')}`);
} finally {
  server.kill('SIGTERM');
}
