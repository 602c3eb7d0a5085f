/**
 * pnpm --filter @591/map sizes: what the base map costs on the wire, after `build`. For each
 * zoom, the files a map of 台北市 (centred on 台北車站) fetches, at a phone's map box and at a
 * desktop's, with their size gzipped as the gateway sends them. Each file is fetched once
 * per visit; a second visit reads them from the browser's cache (hashed names, cached a year).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../dist/base-map');
const FROM_ZOOM = { towns: 11, villages: 14 }; // as base-map-layer.ts draws them
const CENTRE = { lat: 25.0478, lng: 121.517 };
const BOXES = { phone: [358, 360], desktop: [752, 600] };
/** The map asks for the counties within its view and a fifth of it around (pad 0.2). */
const PAD = 0.2;

const sizeOf = (name) => {
  const body = readFileSync(join(dir, `${name}.json`));
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
};
const counties = JSON.parse(readFileSync(join(dir, 'taiwan.json'), 'utf8')).objects.counties
  .geometries;

function viewOf([width, height], zoom) {
  const scale = 256 * 2 ** zoom;
  const x = ((CENTRE.lng + 180) / 360) * scale;
  const sin = Math.sin((CENTRE.lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  const lng = (px) => (px / scale) * 360 - 180;
  const lat = (py) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / scale))) * 180) / Math.PI;
  const [w, h] = [width * (0.5 + PAD), height * (0.5 + PAD)];
  return { west: lng(x - w), east: lng(x + w), north: lat(y - h), south: lat(y + h) };
}

function overlaps([west, south, east, north], view) {
  return west <= view.east && east >= view.west && south <= view.north && north >= view.south;
}

function filesAt(box, zoom) {
  const view = viewOf(box, zoom);
  const shown = counties.filter(({ properties }) => overlaps(properties.bbox, view));
  const files = ['taiwan'];
  // One level a zoom: the country alone, then the towns of the counties in view, then the
  // villages of the towns in view (the country file lists every town's box).
  for (const { properties } of shown) {
    if (zoom >= FROM_ZOOM.villages) {
      const towns = properties.towns.filter((town) => overlaps(town.bbox, view));
      files.push(...towns.map((town) => `villages-${town.code}`));
    } else if (zoom >= FROM_ZOOM.towns) {
      files.push(`towns-${properties.code}`);
    }
  }
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Base map of 台北市 on the wire (gzip), by zoom: the files a first visit fetches');
console.log('\n| zoom | box | files | raw | gzip |');
console.log('|---|---|---|---|---|');
for (let zoom = 7; zoom <= 18; zoom += 1) {
  for (const [name, box] of Object.entries(BOXES)) {
    const files = filesAt(box, zoom);
    const sizes = files.map(sizeOf);
    const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
    const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
    const named =
      files.length > 6
        ? `${files.slice(0, 5).join(', ')} and ${files.length - 5} more`
        : files.join(', ');
    console.log(`| ${zoom} | ${name} | ${named} | ${kb(raw)} | ${kb(gzip)} |`);
  }
}
