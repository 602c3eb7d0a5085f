import { REGIONS } from '@591/config';
import { Link } from '@591/react-router';
import { useRegionInUse } from '@591/ui';
import {
  CHECKS,
  FARMHOUSE_RULES,
  LAND_CATEGORIES,
  RURAL_ZONES,
  URBAN_ZONES,
  type ZoneGuide,
} from '../first/zone-guide.ts';
import { landListQuery } from '../search/land-search.ts';

const CSS = `
.land-first{max-width:960px;margin:0 auto;padding:16px 16px 48px;line-height:1.8}
.land-first h1{margin:0;font-size:28px;line-height:1.4}
.land-first__lead{margin:8px 0 0;color:#444}
.land-first h2{margin:32px 0 8px;font-size:21px;line-height:1.4}
.land-first h3{margin:16px 0 4px;font-size:17px}
.land-first p{margin:4px 0}
.land-first__zones{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;margin:8px 0 0;padding:0;list-style:none}
.land-first__zone{padding:12px 16px;border:1px solid #e0e0e0;border-radius:8px;background:#fff}
.land-first__zone h4{margin:0;font-size:16px}
.land-first__zone a{color:#8a3d00;font-size:14px}
.land-first ol,.land-first ul.land-first__points{padding-left:1.4em}
.land-first__regions{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px;margin:8px 0 0;padding:0;list-style:none}
.land-first__regions li{padding:8px 12px;border:1px solid #eee;border-radius:8px}
.land-first__regions strong{display:block}
.land-first__regions a{margin-right:12px;color:#8a3d00;font-size:14px}
@media (min-width:850px){.land-first__zones{grid-template-columns:repeat(2,minmax(0,1fr))}}
`;

function Zones({ zones, regionId }: { zones: ZoneGuide[]; regionId: number }) {
  return (
    <ul className="land-first__zones">
      {zones.map((zone) => (
        <li key={zone.zone} className="land-first__zone">
          <h4>{zone.name}</h4>
          <p>可以蓋：{zone.builds}</p>
          <p>要注意：{zone.mind}</p>
          <Link
            to={`../list?${landListQuery(regionId, 2, { zone: String(zone.zone) })}`}
            relative="path"
          >
            看{zone.name}土地
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A first-time land buyer's guide: zones and categories, farmhouses, checks, then the lists. */
export function Component() {
  const region = useRegionInUse();
  return (
    <article className="land-first">
      <style href="@591/land/first-page" precedence="default">
        {CSS}
      </style>
      <h1>土地首購指南</h1>
      <p className="land-first__lead">
        買土地和買房子不一樣：同樣一百坪，能不能蓋、能蓋多大，全看「使用分區」與「用地類別」。出價之前，先看懂這幾件事。
      </p>

      <h2>使用分區：這塊地能做什麼</h2>
      <p>
        台灣的土地分成「都市土地」和「非都市土地」。都市土地由都市計畫劃分住宅區、商業區、工業區；非都市土地則劃分為農業區、鄉村區、山坡地保育區等，每一筆地號再編定「用地類別」。
      </p>
      <h3>都市土地（都市計畫內）</h3>
      <Zones zones={URBAN_ZONES} regionId={region.id} />
      <h3>非都市土地</h3>
      <Zones zones={RURAL_ZONES} regionId={region.id} />
      <h3>用地類別</h3>
      <dl>
        {LAND_CATEGORIES.map((category) => (
          <div key={category.name}>
            <dt>
              <strong>{category.name}</strong>
            </dt>
            <dd>{category.meaning}</dd>
          </div>
        ))}
      </dl>

      <h2>農地能蓋農舍嗎</h2>
      <p>想在農地上蓋自己的房子，必須符合以下條件，缺一不可：</p>
      <ol>
        {FARMHOUSE_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <p>
        <Link to="../special" relative="path">
          看可建農舍的農地與其他特色土地
        </Link>
      </p>

      <h2>買地前要查的三件事</h2>
      {CHECKS.map((check) => (
        <section key={check.title}>
          <h3>{check.title}</h3>
          <ul className="land-first__points">
            {check.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>依地區找土地</h2>
      <ul className="land-first__regions">
        {REGIONS.map((item) => (
          <li key={item.id}>
            <strong>{item.name}</strong>
            <Link
              to={`../list?${landListQuery(item.id, 2)}`}
              relative="path"
              aria-label={`${item.name}土地出售`}
            >
              出售
            </Link>
            <Link
              to={`../list?${landListQuery(item.id, 1)}`}
              relative="path"
              aria-label={`${item.name}土地出租`}
            >
              出租
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
