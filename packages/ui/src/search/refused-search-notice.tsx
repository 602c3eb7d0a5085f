import { Link, type To } from '@591/react-router';

const CSS = `
.refused-search{margin:12px 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.refused-search a{margin-left:4px;color:#8e1c1c}
`;

/**
 * What every list and map says when the API refused its search (a hand-edited URL): that the
 * conditions are wrong, and a way back to the plain search (`clearTo`).
 */
export function RefusedSearchNotice({ clearTo }: { clearTo: To }) {
  return (
    <p className="refused-search" role="alert">
      <style href="@591/ui/refused-search" precedence="default">
        {CSS}
      </style>
      搜尋條件有誤，請重新選擇。<Link to={clearTo}>清除篩選條件</Link>
    </p>
  );
}
