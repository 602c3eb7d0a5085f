import { REAL_PRICE_KINDS, REGIONS, type RealPriceKind } from '@591/config';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';
import { type DealParts, NO_PARTS, parkingSpaceOf } from '../../domain/real-price/deal-parts.ts';
import { type RealPriceDeal, readDeal } from '../../domain/real-price/read-deal.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { refreshDataStories } from '../news/data-stories.ts';
import { refreshCommunityDeals } from './community-deals.ts';
import { refreshListingMarkets } from './listing-markets.ts';
import { placeDealsInDistricts } from './place-deals.ts';

/** The city letters of the files' names (`a_lvr_land_a.csv` is 臺北市's sales). */
export const CITY_OF_LETTER: Record<string, string> = {
  a: '臺北市',
  b: '臺中市',
  c: '基隆市',
  d: '臺南市',
  e: '高雄市',
  f: '新北市',
  g: '宜蘭縣',
  h: '桃園市',
  i: '嘉義市',
  j: '新竹縣',
  k: '苗栗縣',
  m: '南投縣',
  n: '彰化縣',
  o: '新竹市',
  p: '雲林縣',
  q: '嘉義縣',
  t: '屏東縣',
  u: '花蓮縣',
  v: '臺東縣',
  w: '金門縣',
  x: '澎湖縣',
  z: '連江縣',
};

/** 臺 and 台 are the same city: the site writes 台北市, the government 臺北市. */
const sameName = (name: string) => name.replace(/臺/g, '台');

/** The city and kind a file holds, from its published name: `{city}_lvr_land_{a|b|c}.csv`. */
export function fileKindOf(fileName: string): { regionId: number; kind: RealPriceKind } | null {
  const match = /(?:^|[^a-z])([a-z])_lvr_land_([abc])\.csv$/i.exec(fileName);
  if (!match) return null;
  const city = CITY_OF_LETTER[match[1]!.toLowerCase()];
  const region = city && REGIONS.find((candidate) => candidate.name === sameName(city));
  if (!region) return null;
  const kind = REAL_PRICE_KINDS.find((candidate) => candidate.file === match[2]!.toLowerCase());
  return kind ? { regionId: region.id, kind: kind.id } : null;
}

export interface SkippedRow {
  /** The line of the file, counting both header rows, as an editor shows it. */
  line: number;
  reason: string;
}

export interface ReadFile {
  rows: number;
  deals: { line: number; deal: RealPriceDeal }[];
  skipped: SkippedRow[];
}

/**
 * Columns a release or a kind names otherwise, by the name the reader uses: the 2020 layout's
 * address, and the rental register's (租賃) date, counts, floor, areas and prices. Brackets are
 * dropped first: the 2022 header says 車位移轉總面積(平方公尺), later ones 車位移轉總面積平方公尺.
 */
const SAME_COLUMN: Record<string, string> = {
  土地區段位置建物區段門牌: '土地位置建物門牌',
  租賃年月日: '交易年月日',
  租賃筆棟數: '交易筆棟數',
  租賃層次: '移轉層次',
  土地面積平方公尺: '土地移轉總面積平方公尺',
  建物總面積平方公尺: '建物移轉總面積平方公尺',
  車位面積平方公尺: '車位移轉總面積平方公尺',
  車位總額元: '車位總價元',
  總額元: '總價元',
};

/** The same for the detail files: the 2020 land file's 土地區段位置. */
const SAME_DETAIL_COLUMN: Record<string, string> = { 土地區段位置: '土地位置' };

/** A header's column under the name the reader uses, whichever release wrote it. */
function readerColumn(name: string, same = SAME_COLUMN): string {
  const plain = name.trim().replace(/[()（）]/g, '');
  return same[plain] ?? plain;
}

/** A published table: its header under the reader's names, and its data rows. */
function readTable(text: string, same = SAME_COLUMN): { header: string[]; rows: string[][] } {
  const records: string[][] = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: true,
    // Never quoted: a stray " in an address is a character, not a quote.
    quote: false,
  });
  // Two header rows, Chinese then English; the English one is not always complete.
  const [published = [], , ...rows] = records;
  return { header: published.map((name) => readerColumn(name, same)), rows };
}

/**
 * The detail files of one city's register in a release (`_build`, `_land`, `_park`, each
 * optional: a release leaves out a file that would be empty), as each deal's parts by 編號.
 */
export function readDealParts(files: {
  build?: string;
  land?: string;
  park?: string;
}): Map<string, DealParts> {
  const parts = new Map<string, DealParts>();
  const partsOf = (serial: string) => {
    let found = parts.get(serial);
    if (!found) {
      found = { buildings: [], land: [], parking: [] };
      parts.set(serial, found);
    }
    return found;
  };
  const each = (text: string | undefined, keep: (row: Record<string, string>) => void) => {
    if (text === undefined) return;
    const { header, rows } = readTable(text, SAME_DETAIL_COLUMN);
    for (const cells of rows) {
      if (cells.length !== header.length) continue;
      keep(Object.fromEntries(header.map((name, column) => [name, cells[column]!.trim()])));
    }
  };
  each(files.build, (row) => partsOf(row.編號!).buildings.push(row));
  each(files.land, (row) => partsOf(row.編號!).land.push(row));
  each(files.park, (row) => partsOf(row.編號!).parking.push(parkingSpaceOf(row)));
  return parts;
}

/**
 * The detail files beside a register, by the names the government gives them
 * (`d_lvr_land_a.csv` has `d_lvr_land_a_build.csv`, `_land.csv`, `_park.csv`), read through
 * `textOf` (a folder's or a ZIP's), as each deal's parts by 編號.
 */
export function detailFilesOf(
  register: string,
  textOf: (name: string) => string | undefined,
): { build?: string; land?: string; park?: string } {
  const detail = (part: string) => textOf(register.replace(/\.csv$/i, `_${part}.csv`));
  return { build: detail('build'), land: detail('land'), park: detail('park') };
}

/**
 * 備註 is the one free-text column and no field is ever quoted: a comma in it splits the row
 * into more fields than the header has (seven rows of the 2020 rental file). Those fields are
 * 備註's, joined again; a row off by anything else stays as it is (and is refused).
 */
function rejoinRemarks(cells: string[], header: string[]): string[] {
  const extra = cells.length - header.length;
  const remarks = header.indexOf('備註');
  if (extra <= 0 || remarks < 0) return cells;
  return [
    ...cells.slice(0, remarks),
    cells.slice(remarks, remarks + extra + 1).join(','),
    ...cells.slice(remarks + extra + 1),
  ];
}

/**
 * A file as published, read by its header (not by position), in any of its releases' layouts:
 * UTF-8 with or without a byte-order mark, CRLF or LF, a Chinese header row and an English one,
 * then one deal a row. A row that cannot be read is skipped with its line.
 */
export function readRealPriceCsv(
  text: string,
  kind: RealPriceKind,
  parts?: ReadonlyMap<string, DealParts>,
): ReadFile {
  const { header, rows } = readTable(text);
  const result: ReadFile = { rows: rows.length, deals: [], skipped: [] };
  rows.forEach((fields, index) => {
    const line = index + 3;
    const cells = rejoinRemarks(fields, header);
    if (cells.length !== header.length) {
      result.skipped.push({
        line,
        reason: `${cells.length} columns, the header has ${header.length}`,
      });
      return;
    }
    const row = Object.fromEntries(header.map((name, column) => [name, cells[column] ?? '']));
    const read = readDeal(row, kind, parts && (parts.get(row.編號!.trim()) ?? NO_PARTS));
    if (read.ok) result.deals.push({ line, deal: read.deal });
    else result.skipped.push({ line, reason: read.reason });
  });
  return result;
}

export interface ImportReport extends ReadFile {
  /** Deals new to the database; the others were there and are brought up to date. */
  imported: number;
  updated: number;
}

/**
 * Imports a file's deals, by 編號, and places the new ones on the map by district: importing
 * the same file again changes nothing, and a newer release of a deal replaces the older one.
 * A release's files skip the refresh (`refresh: false`) and do it once at the end.
 */
export async function importRealPriceFile(
  db: Database,
  catalog: LocationCatalog,
  {
    text,
    regionId,
    kind,
    parts,
  }: {
    text: string;
    regionId: number;
    kind: RealPriceKind;
    /** The deals' rows of the release's detail files, when they came with it. */
    parts?: ReadonlyMap<string, DealParts>;
  },
  {
    refresh = true,
    release,
  }: {
    refresh?: boolean;
    /** The sha256 of the release it comes from, recorded on each deal (releases.ts). */
    release?: string;
  } = {},
): Promise<ImportReport> {
  const read = readRealPriceCsv(text, kind, parts);
  const districtIdOf = (name: string) =>
    catalog.regionById
      .get(regionId)
      ?.districts.find((district) => sameName(district.name) === sameName(name))?.id ?? null;
  let imported = 0;
  const BATCH = 200;
  for (let start = 0; start < read.deals.length; start += BATCH) {
    const rows = read.deals.slice(start, start + BATCH).map(({ deal }) => {
      const { counts, parts, ...fields } = deal;
      return {
        ...fields,
        // Without the release's detail files a deal keeps the parts it was imported with.
        ...(parts ? { parts } : {}),
        ...(release ? { releaseSha256: release } : {}),
        source: 'moi' as const,
        regionId,
        districtId: districtIdOf(deal.districtName),
        landCount: counts.land,
        buildingCount: counts.building,
        parkingCount: counts.parking,
      };
    });
    const written = await db
      .insert(realPriceDeals)
      .values(rows)
      .onConflictDoUpdate({
        target: realPriceDeals.serial,
        set: Object.fromEntries(
          Object.keys(rows[0]!)
            .filter((key) => key !== 'serial')
            .map((key) => [key, sql.raw(`excluded.${columnOf(key)}`)]),
        ),
      })
      // xmax is 0 for a row this statement inserted, and set for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    imported += written.filter((row) => row.inserted).length;
  }
  if (refresh) await refreshAfterImport(db, catalog);
  return { ...read, imported, updated: read.deals.length - imported };
}

/**
 * What follows new deals: the new ones placed on the map by district, each community's deals,
 * each home for sale's 議價空間 and the data stories counted again. Once after a whole release, not after each of its files.
 */
export async function refreshAfterImport(db: Database, catalog: LocationCatalog): Promise<void> {
  await placeDealsInDistricts(db);
  await refreshCommunityDeals(db);
  await refreshListingMarkets(db, catalog);
  await refreshDataStories(db, catalog);
}

/** A field's column name, as the schema declares it. */
function columnOf(key: string): string {
  const column = (realPriceDeals as unknown as Record<string, { name: string }>)[key];
  if (!column) throw new Error(`real_price_deals has no column for ${key}`);
  return `"${column.name}"`;
}
