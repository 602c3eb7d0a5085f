import { REAL_PRICE_SOURCE } from '@591/config';
import type { ReactNode } from 'react';

const CSS = `
.deals-origin{margin:0;color:#555;font-size:13px;line-height:1.6}
.deals-origin a{color:#8f4000}
.deals-origin--sample{margin:12px 0 0;padding:10px 14px;border-left:4px solid #e0a100;border-radius:4px;background:#fff8e1;color:#5a4300;font-size:14px}
.deals-origin--sample a{color:#7a4a00}
`;

/**
 * Whose deals a page shows, as the open data licence asks: the government's, named with their
 * source and licence; or, where none were imported, the site's generated ones, said to be
 * 範例資料 and not to be used as prices. `children` add what the page needs to say of them.
 */
export function DealsOrigin({ sample, children }: { sample: boolean; children?: ReactNode }) {
  const source = (
    <a href={REAL_PRICE_SOURCE.url} rel="noopener">
      {REAL_PRICE_SOURCE.name}
    </a>
  );
  return sample ? (
    <p className="deals-origin deals-origin--sample" data-testid="sample-data-note">
      <style href="@591/ui/deals-origin" precedence="default">
        {CSS}
      </style>
      <strong>範例資料</strong>
      ：這裡還沒有匯入政府公布的成交案件，以下成交紀錄與走勢是本站依實價登錄格式產生的範例，請勿作為交易或估價依據。政府公布的成交案件請至
      {source}查詢。{children}
    </p>
  ) : (
    <p className="deals-origin" data-testid="deal-source">
      <style href="@591/ui/deals-origin" precedence="default">
        {CSS}
      </style>
      資料來源：{source}（{REAL_PRICE_SOURCE.licence}）。{children}
    </p>
  );
}
