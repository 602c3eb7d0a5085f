import { Form } from '@591/react-router';
import { VisuallyHidden } from '@591/ui';

/** Search the help centre: a GET form to /search, the same with or without the page's code. */
export function SearchForm({ query = '' }: { query?: string }) {
  return (
    <Form method="get" action="/search" className="help__search" role="search">
      <label htmlFor="help-search">
        <VisuallyHidden>搜尋幫助中心</VisuallyHidden>
      </label>
      <input
        id="help-search"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="輸入問題，例如：刊登、密碼、收藏"
        maxLength={50}
        enterKeyHint="search"
      />
      <button type="submit">搜尋</button>
    </Form>
  );
}
