import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { districts, regions } from './locations.ts';

/** Land sales in the style of the government's real-price (實價登錄) register. */
export const landTransactions = pgTable(
  'land_transactions',
  {
    id: integer('id').primaryKey(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    tradedOn: date('traded_on', { mode: 'string' }).notNull(),
    /** Cadastral section, e.g. 學府段. */
    landSection: text('land_section').notNull(),
    zoning: text('zoning').notNull(),
    /** 坪. */
    area: doublePrecision('area').notNull(),
    /** 萬. */
    totalPrice: integer('total_price').notNull(),
    /** 萬 per 坪. */
    unitPrice: doublePrecision('unit_price').notNull(),
    /** The register gives no address: records are placed near their district's centre. */
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [
    index('land_transactions_region_date_idx').on(table.regionId, table.tradedOn),
    index('land_transactions_district_date_idx').on(table.districtId, table.tradedOn),
  ],
);
