import { formatThousands, minWidthQuery } from '@591/config';
import { Link } from '@591/react-router';
import {
  DistrictFilter,
  Pagination,
  placeName,
  RegionListHeader,
  UnknownDistrictNotice,
} from '@591/ui';
import { BrokerFacts } from '../brokers/broker-card.tsx';
import type { BrokerListData } from '../brokers/broker-data.ts';

const CSS = `
.brokers{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.brokers__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 8px}
.brokers__head h1{margin:0;font-size:24px}
.brokers__intro{margin:0 0 8px;color:#555}
.brokers__entrust{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 16px}
.brokers__entrust a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:1px solid #b35000;border-radius:22px;color:#8a3d00;text-decoration:none;font-weight:700}
.brokers__total{margin:16px 0 0;color:#555;font-size:14px}
.brokers__notice{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.brokers__list{list-style:none;margin:0;padding:0}
.broker-card{position:relative;display:grid;gap:4px;padding:16px 0;border-bottom:1px solid #eee}
.broker-card h2{margin:0;font-size:18px}
.broker-card h2 a{color:#222;text-decoration:none}
.broker-card h2 a::after{content:"";position:absolute;inset:0}
.broker-card h2 a:hover{color:#b35000}
.broker-card:focus-within{outline:2px solid #b35000;outline-offset:2px}
.broker-card p{margin:0;color:#555;font-size:14px}
.broker-card__counts{color:#8a3d00!important;font-weight:700}
.brokers__empty{margin:32px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
@media ${minWidthQuery('md')}{.brokers__head h1{font-size:26px}}
`;

/**
 * 找經紀人: the members who post as brokers in a region (or a district of it), with their
 * licence, where they work, and how many listings they keep current here.
 */
export function Component({ data }: { data: BrokerListData }) {
  const { search, region, brokers, invalid } = data;
  const place = placeName({ region, search });
  return (
    <div className="brokers">
      <style href="@591/market/brokers" precedence="default">
        {CSS}
      </style>
      <RegionListHeader className="brokers__head" title={`${place}經紀人`} region={region} />
      <p className="brokers__intro">
        在本站刊登物件的不動產經紀人，依刊登中的物件數排列；證號由經紀人刊登時填寫。
      </p>
      <p className="brokers__entrust">
        <Link to="/entrust?entryType=5">屋主委託售屋</Link>
        <Link to="/entrust?entryType=6">屋主委託出租</Link>
      </p>
      <nav aria-label="經紀人條件">
        <DistrictFilter region={region} sectionId={search.sectionId} />
      </nav>
      {invalid && (
        <UnknownDistrictNotice className="brokers__notice" region={region} listed="經紀人" />
      )}
      <p className="brokers__total" data-testid="broker-total">
        共 {formatThousands(brokers.total)} 位經紀人
      </p>
      {brokers.items.length === 0 ? (
        <p className="brokers__empty" role="status">
          {place}目前沒有刊登中的經紀人。
        </p>
      ) : (
        <ol className="brokers__list">
          {brokers.items.map((broker) => (
            <li key={broker.id}>
              <article className="broker-card" data-testid="broker">
                <h2>
                  <Link to={`/broker/${broker.id}`}>{broker.name}</Link>
                </h2>
                <BrokerFacts broker={broker} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={brokers.page} pageSize={brokers.pageSize} total={brokers.total} />
    </div>
  );
}
