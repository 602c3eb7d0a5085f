import { BUSINESS_DEALS, BUSINESS_LIST_KINDS } from '@591/config';
import { Form } from '@591/react-router';
import { RegionSelect } from '@591/ui';
import { useId } from 'react';

const CSS = `
.business-search{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;margin:16px 0 0;padding:12px;border-radius:10px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.business-search label{display:block;margin-bottom:2px;color:#555;font-size:13px}
.business-search select,.business-search input{width:100%;box-sizing:border-box;min-height:44px;padding:8px 10px;border:1px solid #949494;border-radius:6px;background:#fff;font:inherit;font-size:16px;color:#222}
.business-search__keyword{grid-column:1/-1}
.business-search button{grid-column:1/-1;min-height:44px;padding:8px 24px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.business-search button:hover{background:#8a3d00}
.business-search :focus-visible{outline:2px solid #b35000;outline-offset:2px}
@media (min-width:850px){
.business-search{grid-template-columns:140px 120px 120px 1fr auto;align-items:end}
.business-search__keyword,.business-search button{grid-column:auto}
}
`;

/**
 * Region, deal, kind and keyword into the list. A plain GET form: it works before the app has
 * started, and after it the router takes it in place.
 */
export function LandingSearch({ regionId }: { regionId: number }) {
  const id = useId();
  return (
    <Form method="get" action="list" className="business-search" role="search">
      <style href="@591/business/landing-search" precedence="default">
        {CSS}
      </style>
      <div>
        <label htmlFor={`${id}-region`}>地區</label>
        <RegionSelect id={`${id}-region`} name="region" regionId={regionId} />
      </div>
      <div>
        <label htmlFor={`${id}-type`}>交易</label>
        <select id={`${id}-type`} name="type" defaultValue="1">
          {BUSINESS_DEALS.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-kind`}>類型</label>
        <select id={`${id}-kind`} name="kind" defaultValue="">
          <option value="">不限</option>
          {BUSINESS_LIST_KINDS.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {kind.name}
            </option>
          ))}
        </select>
      </div>
      <div className="business-search__keyword">
        <label htmlFor={`${id}-keyword`}>關鍵字</label>
        <input
          id={`${id}-keyword`}
          name="keyword"
          type="search"
          maxLength={50}
          placeholder="路名、大樓或商圈"
          enterKeyHint="search"
        />
      </div>
      <button type="submit">搜尋</button>
    </Form>
  );
}
