import type { NewBuildDetail } from '@591/api-client';
import { formatThousands, originOf } from '@591/config';
import { DealsOrigin } from '@591/ui';

type Presale = NonNullable<NewBuildDetail['presale']>;

const perPing = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/**
 * The project's own registered pre-sale deals (the register names them by 建案名稱): how many,
 * their median, the newest, and all of them on 實價登錄. Styled as the district's deals beside it.
 */
export function ProjectPresales({ name, presale }: { name: string; presale: Presale }) {
  return (
    <div className="project-deals" data-testid="project-presales">
      <DealsOrigin sample={false} />
      <p data-testid="project-presales-summary">
        實價登錄中「{name}」的預售屋成交共 {formatThousands(presale.total)} 筆
        {presale.medianUnitPrice === null
          ? '，筆數太少，不計算中位數。'
          : `，每坪中位數 ${perPing(presale.medianUnitPrice)} 萬（不含車位與特殊交易）。`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too */}
      <section className="project-deals__scroll" tabIndex={0} aria-label="本案預售屋成交">
        <table>
          <caption>「{name}」最近的預售屋成交</caption>
          <thead>
            <tr>
              <th scope="col">交易日</th>
              <th scope="col">棟及號</th>
              <th scope="col">樓層</th>
              <th scope="col">坪數</th>
              <th scope="col">總價（萬）</th>
              <th scope="col">單價（萬/坪，不含車位）</th>
            </tr>
          </thead>
          <tbody>
            {presale.deals.map((deal) => (
              <tr key={deal.serial}>
                <td>{deal.tradedOn}</td>
                <td>{deal.unitNumber ?? '—'}</td>
                <td>{deal.floors.length > 0 ? `${deal.floors.join('、')}樓` : '—'}</td>
                <td>{deal.areaPing}</td>
                <td>{formatThousands(deal.totalPrice)}</td>
                <td>
                  {perPing(deal.unitPriceExParking ?? deal.unitPrice)}
                  {deal.special && '（特殊交易）'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <a className="project-deals__more" href={`${originOf('market')}/price?${presale.priceQuery}`}>
        看「{name}」全部 {formatThousands(presale.total)} 筆預售屋成交
      </a>
    </div>
  );
}
