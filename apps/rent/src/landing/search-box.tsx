import { Form } from '@591/react-router';
import { RegionSelect } from '@591/ui';
import { useId } from 'react';

const CSS = `
.rent-search{display:grid;grid-template-columns:1fr;gap:8px;margin-top:16px}
.rent-search select,.rent-search input{min-height:44px;padding:0 12px;border:1px solid #bbb;border-radius:6px;font:inherit;background:#fff;color:#222}
.rent-search button{min-height:44px;padding:0 24px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.rent-search button:hover{background:#8a3d00}
@media (min-width:460px){.rent-search{grid-template-columns:auto 1fr auto}}
`;

/**
 * Region and keyword (road, community, station, school...) into the list. A plain GET form:
 * it works before the app has started, and after it the router takes it in place.
 */
export function SearchBox({ regionId }: { regionId: number }) {
  const id = useId();
  return (
    <Form method="get" action="list" className="rent-search" role="search">
      <style href="@591/rent/search-box" precedence="default">
        {CSS}
      </style>
      <RegionSelect id={`${id}-region`} name="region" regionId={regionId} aria-label="地區" />
      <input
        type="search"
        name="keyword"
        maxLength={50}
        placeholder="輸入路名、社區、捷運站或學校"
        aria-label="關鍵字"
        enterKeyHint="search"
      />
      <button type="submit">搜尋</button>
    </Form>
  );
}
