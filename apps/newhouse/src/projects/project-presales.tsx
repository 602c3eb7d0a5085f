import type { NewBuildDetail } from '@591/api-client';
import { formatThousands, originOf } from '@591/config';
import { DealsOrigin } from '@591/ui';
import { ProjectDealTable, perPing } from './project-deals.tsx';

type Presale = NonNullable<NewBuildDetail['presale']>;

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
      <ProjectDealTable
        deals={presale.deals}
        label="本案預售屋成交"
        caption={`「${name}」最近的預售屋成交`}
        place={{ name: '棟及號', of: (deal) => deal.unitNumber ?? '—' }}
      />
      <a className="project-deals__more" href={`${originOf('market')}/price?${presale.priceQuery}`}>
        看「{name}」全部 {formatThousands(presale.total)} 筆預售屋成交
      </a>
    </div>
  );
}
