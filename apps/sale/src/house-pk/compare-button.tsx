import { Link } from '@591/react-router';
import { useState } from 'react';
import { useSalePath } from '../app/sale-paths.ts';
import { MAX_COMPARED } from './compared-cookie.ts';
import { addCompared, removeCompared, useComparedStanding } from './compared-ids.ts';

const CSS = `
.compare-button{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;font-size:14px}
.compare-button__toggle{min-height:36px;padding:4px 12px;border:1px solid #b35000;border-radius:18px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
.compare-button__toggle:hover{background:#fff4e8}
.compare-button__toggle:disabled{cursor:progress}
.compare-button__toggle[aria-pressed="true"]{background:#b35000;color:#fff}
.compare-button__toggle:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.compare-button__link{color:#8a3d00}
.compare-button__refused{flex-basis:100%;margin:0;color:#c62828}
`;

/**
 * Adds a sale listing to the house comparison or takes it out. While it is in, a link shows
 * how many are compared and leads to the comparison; a fifth is refused with the reason.
 */
export function CompareButton({
  listingId,
  describedBy,
}: {
  listingId: number;
  /** The id of what names the listing (its card's title), for screen readers. */
  describedBy?: string;
}) {
  const standing = useComparedStanding(listingId);
  const salePath = useSalePath();
  const [refused, setRefused] = useState(false);
  const known = standing !== null;
  const included = known && standing > 0;
  const toggle = () => {
    if (included) {
      removeCompared(listingId);
      setRefused(false);
    } else {
      setRefused(addCompared(listingId) === 'full');
    }
  };
  return (
    <div className="compare-button">
      <style href="@591/sale/compare-button" precedence="default">
        {CSS}
      </style>
      <button
        type="button"
        className="compare-button__toggle"
        aria-pressed={included}
        aria-describedby={describedBy}
        // Until the comparison is read in the browser a click could only guess.
        disabled={!known}
        onClick={toggle}
      >
        {included ? '已加入比較' : '加入比較'}
      </button>
      {included && (
        <Link className="compare-button__link" to={salePath('house-pk')}>
          查看比較（{standing}/{MAX_COMPARED}）
        </Link>
      )}
      <p className="compare-button__refused" role="status">
        {refused && !included ? `最多比較 ${MAX_COMPARED} 間，請先移除一間再加入。` : ''}
      </p>
    </div>
  );
}
