import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { GENERATED_SERIAL_PREFIX } from './generated-land-deals.ts';

/** The seed's sale kinds that are not a home sold on the market: 車位 (8) and 法拍 (22). */
const NOT_HOME_SALES = [8, 22];

/**
 * Home sales in the register's shape, made from the seed's sale listings: each sold at 93-99%
 * of its asking price, up to two years before it was posted, with the register's words for its
 * building type and its city and district written with 臺 as the register writes them. Marked
 * `generated`: a region shows them only where no government deals were imported, and always
 * as 範例資料. One statement, so a 200k seed adds its deals in one pass.
 */
export async function addGeneratedHomeDeals(db: Database): Promise<void> {
  await db.execute(sql`
    insert into real_price_deals (
      serial, source, kind, region_id, district_id, district_name, target, address, land_parcel,
      traded_on, land_count, building_count, parking_count, floors, total_floors, building_type,
      main_use, age_years, land_area_m2, building_area_m2, parking_area_m2, area_ping, rooms,
      halls, bathrooms, total_price, unit_price, unit_price_ex_parking, parking_type,
      parking_price, remarks, flags, special, raw, lat, lng
    )
    select
      ${`${GENERATED_SERIAL_PREFIX}H`} || lpad(l.id::text, 8, '0'), 'generated', 'sale',
      l.region_id, l.district_id, replace(d.name, '台', '臺'), '房地(土地+建物)',
      replace(r.name || l.address, '台', '臺') || (
        -- A home in a community is at one of its door numbers; any other home above every
        -- community's numbers (they end by 304), so it is never taken for one of theirs.
        case when c.door_from is null then 305 + l.id % 300
        else c.door_from + l.id % (c.door_to - c.door_from + 1) end
      ) || '號', false,
      (l.posted_at::date - (l.id * 37 % 720)), 1, 1, 0,
      jsonb_build_object(
        'floors', case when l.floor is null then '[]'::jsonb else jsonb_build_array(l.floor) end,
        'parts', '[]'::jsonb, 'whole', false
      ),
      l.total_floors,
      case l.building_type
        when 1 then '公寓(5樓含以下無電梯)'
        when 2 then '住宅大樓(11層含以上有電梯)'
        when 5 then '華廈(10層含以下有電梯)'
        else '透天厝'
      end,
      '住家用', l.age, 0, round((l.area * 3.305785)::numeric, 2), 0, l.area, l.rooms,
      l.living_rooms, l.bathrooms, sold.price, sold.price / l.area / 10000.0,
      sold.price / l.area / 10000.0, '', 0, '', '[]'::jsonb, false, '{}'::jsonb, l.lat, l.lng
    from listings l
    join districts d on d.id = l.district_id
    join regions r on r.id = l.region_id
    left join communities c on c.id = l.community_id
    cross join lateral (select round(l.price * 10000 * (0.93 + (l.id % 7) / 100.0)) as price) sold
    where l.section = 'sale' and l.area > 0 and l.kind not in (${sql.join(
      NOT_HOME_SALES.map((kind) => sql`${kind}`),
      sql`, `,
    )})
    on conflict (serial) do nothing`);
}
