import { REGIONS } from '@591/config';
import { Link } from '@591/react-router';
import type { SpecialLand } from '../special/special-data.ts';
import { SpecialSection } from '../special/special-section.tsx';
import { SPECIAL_KINDS } from '../special/specials.ts';

const CSS = `
.land-special{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.land-special h1{margin:0;font-size:26px}
.land-special__lead{margin:6px 0 0;color:#444}
.land-special__regions{display:flex;flex-wrap:wrap;gap:6px;margin:16px 0 0;padding:0;list-style:none}
.land-special__regions a{display:inline-block;padding:3px 10px;border:1px solid #ddd;border-radius:14px;color:#333;text-decoration:none;font-size:14px}
.land-special__regions a[aria-current]{border-color:#b35000;background:#fff4e8;color:#8a3d00;font-weight:700}
.land-special__section{margin-top:32px;padding-top:8px;border-top:1px solid #eee}
.land-special__section h2{margin:8px 0;font-size:21px}
.land-special__text{margin:4px 0;line-height:1.8;color:#333;max-width:60em}
.land-special__count{margin:8px 0 0;color:#555;font-size:14px}
.land-special__listings{margin:0;padding:0;list-style:none}
.land-special__empty{margin:12px 0;padding:16px;border:1px dashed #ddd;border-radius:8px;color:#555}
.land-special__all{display:inline-block;margin-top:8px;color:#8a3d00;font-weight:700}
`;

/** Foreclosures, farmland that allows a farmhouse and large lots: each explained, with listings. */
export function Component({ data }: { data: SpecialLand }) {
  const { regionId, sections } = data;
  return (
    <div className="land-special">
      <style href="@591/land/special-page" precedence="default">
        {CSS}
      </style>
      <h1>特色土地</h1>
      <p className="land-special__lead">
        法拍、可建農舍的農地與大面積土地，各有門檻與風險：先看懂重點，再挑物件。
      </p>
      <nav aria-label="選擇地區">
        <ul className="land-special__regions">
          <li>
            <Link to={{ search: '' }} aria-current={regionId === null ? 'true' : undefined}>
              全台
            </Link>
          </li>
          {REGIONS.map((region) => (
            <li key={region.id}>
              <Link
                to={{ search: `?region=${region.id}` }}
                aria-current={region.id === regionId ? 'true' : undefined}
              >
                {region.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {SPECIAL_KINDS.map((kind) => (
        <SpecialSection
          key={kind.id}
          kind={kind}
          regionId={regionId}
          results={sections.find((section) => section.id === kind.id)!.results}
        />
      ))}
    </div>
  );
}
