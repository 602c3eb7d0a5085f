import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** The government's files of several releases, as published, beside the checkout. */
export const SHARED_REAL_PRICE = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/real-price',
);

const shared = (name: string) => readFileSync(path.join(SHARED_REAL_PRICE, name));

/**
 * The 2020-12-01 release as the government zips it, cut to 臺南市 (the city whose files of
 * that release are here): its data files under their published names, its manifest's rows
 * for them (a manifest lists only the files present), its schemas and its Big5 build.ttt.
 */
export function tainan2020Zip(): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(SHARED_REAL_PRICE).filter((file) =>
    file.startsWith('d-d_lvr_land_'),
  )) {
    files[name.slice('d-'.length)] = shared(name);
  }
  const manifest = shared('zip2020-manifest.csv').toString('utf8').split('\r\n');
  files['manifest.csv'] = strToU8(
    [manifest[0], ...manifest.filter((row) => files[row.split(',')[0]!])].join('\r\n'),
  );
  for (const name of readdirSync(SHARED_REAL_PRICE).filter((file) =>
    file.startsWith('zip2020-schema-'),
  )) {
    files[name.slice('zip2020-'.length)] = shared(name);
  }
  files['build.ttt'] = shared('zip2020-build.ttt');
  return zipSync(files);
}
