import { REAL_PRICE_RENTAL_TYPES } from '@591/config';
import { Link } from '@591/react-router';
import type { DealSearch } from './deal-search.ts';

const CSS = `
.asking-scope{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fff4e5;color:#5c3300;font-size:15px}
.asking-scope a{display:inline-flex;align-items:center;min-height:44px;color:#8f4000}
`;

/** The parameters a sale listing's 議價空間 link adds to the page's own filters. */
const SCOPE_PARAMS = [
  'road',
  'community',
  'homes',
  'project',
  'rentType',
  'areaMin',
  'areaMax',
] as const;

/**
 * What a listing's 議價空間 link narrowed the deals to, said above them, with the way back to
 * the whole region's: the figures on the listing rest on exactly the deals listed here.
 */
export function AskingMarketScope({
  search,
  params,
}: {
  search: DealSearch;
  params: URLSearchParams;
}) {
  const rentalType = REAL_PRICE_RENTAL_TYPES.find((type) => type.id === search.rentType);
  const narrowed =
    search.road || search.community !== null || search.homes || search.project || rentalType;
  if (!narrowed) return null;
  const size =
    search.area.min === null && search.area.max === null
      ? ''
      : search.area.max === null
        ? `${search.area.min} 坪以上`
        : `${search.area.min ?? 0}–${search.area.max} 坪`;
  const place = search.project
    ? `建案「${search.project}」`
    : search.road
      ? `${search.road}上`
      : search.community !== null
        ? '這個社區門牌內'
        : '';
  const rule = rentalType
    ? `${rentalType.name}${size ? `（${size}）` : ''}${search.homes ? '、租金可扣除車位、不含特殊交易' : ''}`
    : search.homes
      ? '住宅（單價可扣除車位、不含特殊交易）'
      : '';
  const whole = new URLSearchParams(params);
  for (const name of [...SCOPE_PARAMS, 'page']) whole.delete(name);
  return (
    <p className="asking-scope" role="note" data-testid="asking-market-scope">
      <style href="@591/market/asking-scope" precedence="default">
        {CSS}
      </style>
      只列出{place}的{rule}成交
      {search.project
        ? '。'
        : rentalType
          ? '：物件「租金行情」就是這些成交算出的。'
          : '：物件「議價空間」的行情就是這些成交算出的。'}{' '}
      <Link to={{ search: `?${whole}` }}>看全部成交</Link>
    </p>
  );
}
