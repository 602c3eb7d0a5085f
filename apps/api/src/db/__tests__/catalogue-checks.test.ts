import {
  ALERT_DELIVERIES,
  ENTRUST_PURPOSES,
  LISTING_STATUSES,
  LISTING_TYPE_IDS,
  NEW_BUILD_ALBUMS,
  NEW_BUILD_SALE_STATUSES,
  NEW_BUILD_TYPES,
  POSTER_LISTING_STATUSES,
  SECTION_IDS,
  SECTIONS,
  VIEWING_MODES,
  VIEWING_STATUSES,
  VISIT_PARTS_OF_DAY,
} from '@591/config';
import {
  AlertDelivery,
  ListingStatus,
  MapSection,
  NewBuildDetail,
  NewStatus,
  SavedSearchSection,
  SearchQuery,
  Section,
  SitemapSection,
  Viewing,
  ViewingStatusValue,
  Visit,
} from '@591/contract';
import { sql } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { queryRows } from '../rows.ts';

const ids = (items: readonly { id: string | number }[]) => items.map((item) => item.id);

/** The values a contract schema allows: its `enum`, or under an Optional, the same. */
function enumOf(schema: TSchema): unknown[] {
  const values = (schema as { enum?: unknown[] }).enum;
  if (!values) throw new Error(`not an enumeration: ${JSON.stringify(schema)}`);
  return values;
}

const field = (schema: TSchema, name: string) =>
  (schema as unknown as { properties: Record<string, TSchema> }).properties[name]!;

describe('the contract’s enumerations are @591/config’s', () => {
  it.each([
    ['Section', Section, SECTION_IDS],
    ['SitemapSection', SitemapSection, SECTION_IDS],
    ['SavedSearchSection', SavedSearchSection, [...SECTION_IDS, 'newhouse']],
    ['MapSection', MapSection, SECTIONS.filter((s) => s.id !== 'business').map((s) => s.id)],
    ['ListingStatus', ListingStatus, LISTING_STATUSES],
    ['NewStatus.status', field(NewStatus, 'status'), POSTER_LISTING_STATUSES],
    ['SearchQuery.type', field(SearchQuery, 'type'), LISTING_TYPE_IDS],
    ['AlertDelivery', AlertDelivery, ids(ALERT_DELIVERIES)],
    ['ViewingStatusValue', ViewingStatusValue, ids(VIEWING_STATUSES)],
    ['Viewing.listing.section', field(field(Viewing, 'listing'), 'section'), SECTION_IDS],
    ['Visit.partOfDay', field(Visit, 'partOfDay'), ids(VISIT_PARTS_OF_DAY)],
    [
      'NewBuildDetail.saleStatus',
      field(NewBuildDetail, 'saleStatus'),
      ids(NEW_BUILD_SALE_STATUSES),
    ],
    ['NewBuildDetail.buildType', field(NewBuildDetail, 'buildType'), ids(NEW_BUILD_TYPES)],
  ] as const)('%s', (_name, schema, expected) => {
    expect(enumOf(schema)).toEqual(expected);
  });
});

/**
 * What PostgreSQL keeps of a CHECK, in its own words: `(section = ANY (ARRAY['rent'::text, …]))`,
 * `(type = ANY (ARRAY[1, 2, 6]))` or, for one value, `(type = 1)`.
 */
function valuesIn(definition: string, column: string): (string | number)[] {
  const any = new RegExp(`\\(?${column}\\)? = ANY \\(\\(?ARRAY\\[([^\\]]*)\\]`).exec(definition);
  const one = new RegExp(`\\(?${column}\\)? = ('[^']*'|\\d+)`).exec(definition);
  const list = any?.[1] ?? one?.[1];
  if (list === undefined) throw new Error(`no ${column} in ${definition}`);
  return list.split(',').map((item) => {
    const value = item.trim().replace(/::\w+( \w+)*$/, '');
    return value.startsWith("'") ? value.slice(1, -1) : Number(value);
  });
}

describe('the database’s CHECKs are @591/config’s', () => {
  let database: DatabaseHandle;
  let checks: Map<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = await queryRows<{ name: string; definition: string }>(
      database.db,
      sql`select conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where contype = 'c'`,
    );
    checks = new Map(rows.map((row) => [row.name, row.definition]));
  });
  afterAll(() => database.close());

  it.each([
    ['listings_section_check', 'section', SECTION_IDS],
    ['listings_type_check', 'type', LISTING_TYPE_IDS],
    ['listings_status_check', 'status', LISTING_STATUSES],
    ['listing_drafts_section_check', 'section', SECTION_IDS],
    ['listing_drafts_type_check', 'type', LISTING_TYPE_IDS],
    ['saved_searches_section_check', 'section', [...SECTION_IDS, 'newhouse']],
    ['saved_searches_delivery_check', 'delivery', ids(ALERT_DELIVERIES)],
    ['viewing_settings_mode_check', 'mode', ids(VIEWING_MODES)],
    ['viewings_status_check', 'status', ids(VIEWING_STATUSES)],
    ['viewings_time_check', 'asked_part_of_day', ids(VISIT_PARTS_OF_DAY)],
    ['new_build_visits_part_of_day_check', 'part_of_day', ids(VISIT_PARTS_OF_DAY)],
    ['new_builds_build_type_check', 'build_type', ids(NEW_BUILD_TYPES)],
    ['new_builds_sale_status_check', 'sale_status', ids(NEW_BUILD_SALE_STATUSES)],
    ['new_build_draft_photos_album_check', 'album', ids(NEW_BUILD_ALBUMS)],
    ['entrust_requests_purpose_check', 'purpose', ENTRUST_PURPOSES.map((entry) => entry.purpose)],
  ] as const)('%s', (name, column, expected) => {
    const definition = checks.get(name);
    expect(definition, name).toBeDefined();
    expect(valuesIn(definition!, column)).toEqual(expected);
  });

  it('listings_section_offer_check: each section’s types and kinds', () => {
    const definition = checks.get('listings_section_offer_check')!;
    const offers = definition
      .split(/section = '/)
      .slice(1)
      .map((part) => ({
        id: part.slice(0, part.indexOf("'")),
        types: valuesIn(part, 'type'),
        kinds: valuesIn(part, 'kind'),
      }));
    expect(offers).toEqual(
      SECTIONS.map(({ id, types, kinds }) => ({ id, types: [...types], kinds: [...kinds] })),
    );
  });
});
