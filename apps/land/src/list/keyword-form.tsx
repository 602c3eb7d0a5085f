import { Form, useSearchParams } from '@591/react-router';

const CSS = `
.land-keyword{display:flex;gap:6px;flex-wrap:wrap}
.land-keyword input{flex:1 1 12em;min-height:32px;padding:2px 8px;border:1px solid #949494;border-radius:4px;font:inherit;font-size:14px}
.land-keyword button{min-height:32px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;font-size:14px;cursor:pointer}
`;

/**
 * A keyword (road, 地段, village) within the same search. A GET form carrying the other
 * filters along, so it works before the app starts; a new keyword starts from page 1.
 */
export function KeywordForm() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const kept = [...params].filter(([key]) => key !== 'keyword' && key !== 'page');
  return (
    <Form method="get" className="land-keyword" role="search" preventScrollReset>
      <style href="@591/land/keyword-form" precedence="default">
        {CSS}
      </style>
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <input
        type="search"
        name="keyword"
        maxLength={50}
        defaultValue={keyword}
        key={keyword}
        placeholder="路名、地段或地號"
        aria-label="關鍵字"
        enterKeyHint="search"
      />
      <button type="submit">搜尋</button>
    </Form>
  );
}
