import { Form, useSearchParams } from '@591/react-router';

const CSS = `
.keyword-form{display:flex;gap:6px;margin:0;font-size:14px}
.keyword-form input{width:14em;max-width:60vw;min-height:32px;padding:2px 8px;border:1px solid #949494;border-radius:4px;font:inherit}
.keyword-form button{min-height:32px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
`;

/**
 * A keyword (road, building, business circle...) within the current search. A GET form that
 * carries the other filters along, so it works before the app has started too.
 */
export function KeywordForm() {
  const [params] = useSearchParams();
  const kept = [...params].filter(([key]) => key !== 'keyword' && key !== 'page');
  return (
    <Form method="get" className="keyword-form" role="search" aria-label="關鍵字搜尋">
      <style href="@591/business/keyword-form" precedence="default">
        {CSS}
      </style>
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <input
        type="search"
        name="keyword"
        maxLength={50}
        defaultValue={params.get('keyword') ?? ''}
        key={params.get('keyword') ?? ''}
        placeholder="路名、大樓或商圈"
        aria-label="關鍵字"
        enterKeyHint="search"
      />
      <button type="submit">搜尋</button>
    </Form>
  );
}
