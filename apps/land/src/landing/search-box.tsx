import { Form } from '@591/react-router';
import { RegionSelect } from '@591/ui';
import { LAND_KIND, LAND_TYPES } from '../search/land-search.ts';

const CSS = `
.land-search{display:grid;grid-template-columns:1fr;gap:8px;margin-top:16px;padding:12px;border-radius:10px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.1)}
.land-search__types{display:flex;gap:8px;border:0;margin:0;padding:0}
.land-search__types legend{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.land-search__types label{display:inline-flex;align-items:center;gap:4px;min-height:36px;padding:0 14px;border:1px solid #ddd;border-radius:18px;font-size:15px;cursor:pointer}
.land-search__types label:has(input:checked){border-color:#b35000;background:#fff4e8;color:#8a3d00;font-weight:700}
.land-search__types label:has(input:focus-visible){outline:2px solid #b35000;outline-offset:2px}
.land-search__fields{display:grid;grid-template-columns:1fr;gap:8px}
.land-search select,.land-search input[type=search]{min-height:44px;padding:0 12px;border:1px solid #949494;border-radius:6px;font:inherit;font-size:16px;background:#fff;color:#222}
.land-search button{min-height:44px;padding:0 24px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.land-search button:hover{background:#8a3d00}
@media (min-width:460px){.land-search__fields{grid-template-columns:auto 1fr auto}}
`;

/**
 * Sale or rent, region and keyword into the land list. A plain GET form: it works before the
 * app has started, and after it the router takes it in place.
 */
export function SearchBox({ regionId }: { regionId: number }) {
  return (
    <Form method="get" action="list" className="land-search" role="search" aria-label="搜尋土地">
      <style href="@591/land/search-box" precedence="default">
        {CSS}
      </style>
      <fieldset className="land-search__types">
        <legend>出售或出租</legend>
        {LAND_TYPES.map((type) => (
          <label key={type.id}>
            <input type="radio" name="type" value={type.id} defaultChecked={type.id === 2} />
            {type.name}
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="kind" value={LAND_KIND} />
      <div className="land-search__fields">
        <RegionSelect name="region" regionId={regionId} aria-label="地區" />
        <input
          type="search"
          name="keyword"
          maxLength={50}
          placeholder="輸入路名、地段或地號"
          aria-label="關鍵字"
          enterKeyHint="search"
        />
        <button type="submit">搜尋</button>
      </div>
    </Form>
  );
}
