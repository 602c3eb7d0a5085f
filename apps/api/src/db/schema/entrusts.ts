import { ENTRUST_PURPOSES } from '@591/config';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { districts, regions } from './locations.ts';
import { members } from './members.ts';
import { oneOf } from './one-of.ts';

/**
 * 屋主委託: an owner asks brokers of the home's district to sell or let it. The owner's
 * contact is given to a broker only once they accept.
 */
export const entrustRequests = pgTable(
  'entrust_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** sale (委託售屋, entryType 5) or rent (委託出租, entryType 6). */
    purpose: text('purpose').$type<'sale' | 'rent'>().notNull(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    /** Road and number as the owner wrote it, without the city and district. */
    address: text('address').notNull(),
    /** One of REAL_PRICE_BUILDING_TYPES' ids (@591/config): the register's own words. */
    homeType: text('home_type').notNull(),
    /** 坪. */
    area: doublePrecision('area').notNull(),
    rooms: smallint('rooms'),
    /** 萬 for a sale, 元 a month for a rental. */
    price: integer('price').notNull(),
    contactName: text('contact_name').notNull(),
    /** Digits only. */
    mobile: text('mobile').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'entrust_requests_purpose_check',
      oneOf(
        table.purpose,
        ENTRUST_PURPOSES.map((entry) => entry.purpose),
      ),
    ),
    index('entrust_requests_owner_idx').on(table.ownerId, table.createdAt.desc()),
  ],
);

/**
 * A request offered to one broker of its district, and whether they took it. At most
 * ENTRUST_MAX_ACCEPTED brokers accept one request: the owner is not called by the whole district.
 */
export const entrustOffers = pgTable(
  'entrust_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entrustId: integer('entrust_id')
      .notNull()
      .references(() => entrustRequests.id, { onDelete: 'cascade' }),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('entrust_offers_request_broker_idx').on(table.entrustId, table.brokerId),
    index('entrust_offers_broker_idx').on(table.brokerId, table.offeredAt.desc()),
  ],
);
