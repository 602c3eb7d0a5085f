import { originOf } from '@591/config';

const CSS = `
.sample-data-note{margin:12px 0 0;padding:10px 14px;border-left:4px solid #e0a100;border-radius:4px;background:#fff8e1;color:#5a4300;font-size:14px;line-height:1.6}
.sample-data-note a{color:#7a4a00}
`;

/**
 * The land register's records here are generated (the seed's), not the government's: every
 * place that shows them says so (範例資料), and points to the government's own deals where the
 * site has them.
 */
export function SampleDataNote() {
  return (
    <p className="sample-data-note" data-testid="sample-data-note">
      <style href="@591/land/sample-data-note" precedence="default">
        {CSS}
      </style>
      <strong>範例資料</strong>
      ：本頁的土地成交紀錄與走勢是依實價登錄格式產生的範例，不是政府公布的成交案件，請勿作為交易或估價依據。政府公布的成交紀錄請見
      <a href={`${originOf('market')}/price?regionid=1`}>實價登錄</a>。
    </p>
  );
}
