import type { RealPriceDeal } from '@591/contract';
import type { realPriceDeals } from '../../db/schema/index.ts';

/** NT$ as 萬, to the 元: a month's rent of 50,790 元 is 5.079 萬, not 5.08. */
export const toTenThousands = (dollars: number) => Math.round(dollars) / 10_000;

/** A registered deal as the API answers it: prices in 萬, the published row left out. */
export function toDeal(row: typeof realPriceDeals.$inferSelect): RealPriceDeal {
  return {
    serial: row.serial,
    source: row.source,
    districtId: row.districtId,
    districtName: row.districtName,
    target: row.target,
    address: row.address,
    tradedOn: row.tradedOn,
    buildingType: row.buildingType,
    floors: row.floors.floors,
    totalFloors: row.totalFloors,
    ageYears: row.ageYears,
    areaPing: row.areaPing,
    rooms: row.rooms,
    halls: row.halls,
    bathrooms: row.bathrooms,
    totalPrice: toTenThousands(row.totalPrice),
    unitPrice: row.unitPrice,
    unitPriceExParking: row.unitPriceExParking,
    parkingCount: row.parkingCount,
    parkingPrice: toTenThousands(row.parkingPrice),
    flags: row.flags,
    special: row.special,
    remarks: row.remarks,
    projectName: row.projectName,
    unitNumber: row.raw.棟及號?.trim() || null,
  };
}
