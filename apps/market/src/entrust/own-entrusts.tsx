import type { OwnEntrust } from '@591/api-client';
import { ENTRUST_PURPOSES, formatThousands } from '@591/config';

const CSS = `
.own-entrusts{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.own-entrust{padding:12px 16px;border:1px solid #e5e5e5;border-radius:8px}
.own-entrust h3{margin:0 0 4px;font-size:16px}
.own-entrust p{margin:0;color:#555;font-size:14px}
.own-entrust__status{margin-top:4px!important;color:#8a3d00!important;font-weight:700}
.own-entrust__brokers{margin:8px 0 0;padding:0 0 0 18px;font-size:14px}
.own-entrust__brokers a{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
`;

const dayOf = (iso: string) => iso.slice(0, 10).replaceAll('-', '/');

function priceText(entrust: OwnEntrust): string {
  const unit = ENTRUST_PURPOSES.find((choice) => choice.purpose === entrust.purpose)!.priceUnit;
  return `${formatThousands(entrust.price)}${unit}`;
}

/** The member's requests: where each went, and the brokers who accepted with their numbers. */
export function OwnEntrusts({ items }: { items: OwnEntrust[] }) {
  if (items.length === 0)
    return <p>你還沒有委託。填寫上方表單，經紀人接受後會出現在這裡與通知中心。</p>;
  return (
    <ol className="own-entrusts">
      <style href="@591/market/own-entrusts" precedence="default">
        {CSS}
      </style>
      {items.map((entrust) => {
        const name = ENTRUST_PURPOSES.find((choice) => choice.purpose === entrust.purpose)!.name;
        return (
          <li key={entrust.id} className="own-entrust" data-testid="own-entrust">
            <h3>
              {name}・{entrust.regionName}
              {entrust.districtName}
              {entrust.address}
            </h3>
            <p>
              {[
                entrust.homeType,
                `${entrust.area}坪`,
                entrust.rooms === null ? null : `${entrust.rooms}房`,
                priceText(entrust),
                `${dayOf(entrust.createdAt)} 送出`,
              ]
                .filter(Boolean)
                .join('・')}
            </p>
            <p className="own-entrust__status">
              {entrust.offeredTo === 0
                ? '這個行政區目前沒有在本站刊登的經紀人'
                : `已通知 ${entrust.offeredTo} 位經紀人・${entrust.accepted.length} 位接受`}
            </p>
            {entrust.accepted.length > 0 && (
              <ul className="own-entrust__brokers">
                {entrust.accepted.map((broker) => (
                  <li key={broker.id}>
                    {broker.name}（證號 {broker.licence}）{' '}
                    <a href={`tel:${broker.mobile}`}>{broker.mobile}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
