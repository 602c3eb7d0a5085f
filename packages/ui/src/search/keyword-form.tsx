import { Form, useSearchParams } from '@591/react-router';

const CSS = `
.keyword-form{display:flex;flex-wrap:wrap;gap:6px;margin:0;font-size:14px}
.keyword-form input{flex:1 1 12em;max-width:24em;min-height:32px;padding:2px 8px;border:1px solid #949494;border-radius:4px;font:inherit}
.keyword-form button{min-height:32px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
`;

/**
 * A keyword within the list's current search (`placeholder` says what the section's keyword
 * finds: roads, buildings, 地段...). A GET form carrying the other filters along, so it works
 * before the app has started too; a new keyword starts from page 1.
 */
export function KeywordForm({ placeholder }: { placeholder: string }) {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const kept = [...params].filter(([key]) => key !== 'keyword' && key !== 'page');
  return (
    <Form
      method="get"
      className="keyword-form"
      role="search"
      aria-label="關鍵字搜尋"
      preventScrollReset
    >
      <style href="@591/ui/keyword-form" precedence="default">
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
        placeholder={placeholder}
        aria-label="關鍵字"
        enterKeyHint="search"
      />
      <button type="submit">搜尋</button>
    </Form>
  );
}
