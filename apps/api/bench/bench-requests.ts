import { Random } from '../src/lib/random.ts';

/** Searches a visitor would run: every section, common filters, a few sort orders. */
export const SEARCH_PATHS = [
  '/v1/rent/listings?region=1',
  '/v1/rent/listings?region=1&kind=1&price=20000_40000',
  '/v1/rent/listings?region=3&kind=2&price=5000_15000&order=money&orderType=asc',
  '/v1/rent/listings?region=1&section=5&layout=2,3&features=pet',
  '/v1/rent/listings?region=1&mrt=1&mrtline=100',
  '/v1/rent/listings?region=8&shType=host&area=10_30',
  '/v1/rent/listings?region=17&kind=1&features=parking,lift&order=area&orderType=desc',
  '/v1/rent/listings?region=1&school=0&kind=3,4',
  '/v1/sale/listings?regionid=1',
  '/v1/sale/listings?regionid=1&price=1500_3000&pattern=3',
  '/v1/sale/listings?regionid=3&section=30,31,35&order=money&orderType=asc',
  '/v1/sale/listings?regionid=6&label=1',
  '/v1/sale/listings?regionid=15&unitprice=20_30&houseage=_20',
  '/v1/sale/listings?regionid=1&kind=22',
  '/v1/sale/listings?regionid=8&shType=host&page=3',
  '/v1/land/listings?type=2&region=14&kind=11',
  '/v1/land/listings?type=2&region=6&price=1000_5000&order=money',
  '/v1/business/listings?type=1&region=1&kind=5',
  '/v1/business/listings?type=1&region=3&kind=6&area=20_100',
  '/v1/business/listings?type=2&region=6&kind=7',
  '/v1/business/listings?type=6&region=1',
  '/v1/rent/listings?region=1&keyword=%E5%85%A8%E6%96%B0%E8%A3%9D%E6%BD%A2',
];

/** Listing ids spread over the whole table, the same on every run. */
export function listingIds(total: number, count = 500): number[] {
  const random = new Random(20_260_101);
  return Array.from({ length: count }, () => random.int(1, total));
}

/** A path picker for autocannon: each request takes the next path of the list. */
export function rotate(paths: string[]) {
  let next = 0;
  return () => {
    const path = paths[next % paths.length]!;
    next += 1;
    return path;
  };
}
