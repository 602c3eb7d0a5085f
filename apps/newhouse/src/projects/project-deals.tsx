import type { NewBuildDetail, RealPriceDeal } from '@591/api-client';
import { formatThousands, originOf } from '@591/config';
import { DealsOrigin } from '@591/ui';

const CSS = `
.project-deals__scroll{overflow-x:auto}
.project-deals table{width:100%;min-width:560px;border-collapse:collapse;font-size:14px}
.project-deals caption{padding:0 0 8px;text-align:left;color:#444}
.project-deals th,.project-deals td{padding:8px 6px;border-bottom:1px solid #eee;text-align:left;white-space:nowrap}
.project-deals th{color:#555;font-weight:400}
.project-deals__more{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
`;

export const perPing = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/**
 * Registered deals as a project page lists them: date, the deal's place (its address, or its
 * 棟及號 in the project), floors, area, total and 萬/坪 without parking; special ones marked.
 */
export function ProjectDealTable({
  deals,
  label,
  caption,
  place,
}: {
  deals: RealPriceDeal[];
  label: string;
  caption: string;
  place: { name: string; of: (deal: RealPriceDeal) => string };
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too
    <section className="project-deals__scroll" tabIndex={0} aria-label={label}>
      <style href="@591/newhouse/project-deals" precedence="default">
        {CSS}
      </style>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">交易日</th>
            <th scope="col">{place.name}</th>
            <th scope="col">樓層</th>
            <th scope="col">坪數</th>
            <th scope="col">總價（萬）</th>
            <th scope="col">單價（萬/坪，不含車位）</th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.serial}>
              <td>{deal.tradedOn}</td>
              <td>{place.of(deal)}</td>
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
  );
}

/**
 * The district's newest registered home sales beside a project: what homes nearby really sold
 * for, with the source the licence asks to be named, and the way to all of them on market.
 */
export function ProjectDeals({ project }: { project: NewBuildDetail }) {
  const allDeals = `${originOf('market')}/price?regionid=${project.regionId}&sectionid=${project.districtId}`;
  return (
    <div className="project-deals" data-testid="project-deals">
      <style href="@591/newhouse/project-deals" precedence="default">
        {CSS}
      </style>
      <DealsOrigin sample={project.dealsSample} />
      {project.deals.length === 0 ? (
        <p>{project.districtName}還沒有登錄的買賣成交。</p>
      ) : (
        <ProjectDealTable
          deals={project.deals}
          label="成交紀錄"
          caption={`${project.districtName}最近的買賣成交`}
          place={{ name: '地址', of: (deal) => deal.address }}
        />
      )}
      <a className="project-deals__more" href={allDeals}>
        看{project.districtName}所有實價登錄
      </a>
    </div>
  );
}
