import { Form, useLocation } from '@591/react-router';
import { RegionSelect } from '@591/ui';

const CSS = `
.landing-search{display:grid;grid-template-columns:1fr;gap:8px;margin:16px 0 0;padding:12px;border-radius:10px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.landing-search label{display:block;margin-bottom:2px;color:#555;font-size:13px}
.landing-search select,.landing-search input{width:100%;box-sizing:border-box;min-height:44px;padding:8px 10px;border:1px solid #949494;border-radius:6px;background:#fff;font:inherit;font-size:16px;color:#222}
.landing-search button{min-height:44px;padding:8px 24px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.landing-search button:hover{background:#8a3d00}
.landing-search :focus-visible{outline:2px solid #b35000;outline-offset:2px}
@media (min-width:600px){.landing-search{grid-template-columns:160px 1fr auto;align-items:end}}
`;

/** The hero's search: a plain GET form to the list, so it works before the app has started. */
export function LandingSearch({ regionId }: { regionId: number }) {
  const { pathname } = useLocation();
  return (
    <Form method="get" action={pathname} className="landing-search" role="search">
      <style href="@591/sale/landing-search" precedence="default">
        {CSS}
      </style>
      <input type="hidden" name="shType" value="list" />
      <div>
        <label htmlFor="landing-region">地區</label>
        <RegionSelect id="landing-region" name="regionid" regionId={regionId} />
      </div>
      <div>
        <label htmlFor="landing-keyword">關鍵字</label>
        <input
          id="landing-keyword"
          name="keyword"
          type="search"
          maxLength={50}
          placeholder="社區、路名、捷運站"
          enterKeyHint="search"
        />
      </div>
      <button type="submit">搜尋</button>
    </Form>
  );
}
