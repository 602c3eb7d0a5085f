import { minWidthQuery } from '@591/config';
import { type ReactNode, useId, useState } from 'react';

const CSS = `
.filter-fold{padding:8px 0 12px;border-bottom:1px solid #eee}
.filter-fold__toggle{display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:4px 16px;border:1px solid #b35000;border-radius:20px;background:#fff;color:#8a3d00;font:inherit;font-size:15px;cursor:pointer}
.filter-fold__toggle:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.filter-fold__panel{display:none;padding-top:8px}
.filter-fold__panel[data-open]{display:block}
@media ${minWidthQuery('md')}{
.filter-fold--open-wide .filter-fold__toggle{display:none}
.filter-fold--open-wide .filter-fold__panel{display:block;padding-top:0}
}
`;

/**
 * A list page's filters: open from md up; below it they fold behind one 篩選 button that
 * says how many filters are chosen. A page whose map should show at once folds them on every
 * screen (`foldedOnWide`).
 */
export function FilterFold({
  chosen,
  children,
  foldedOnWide = false,
}: {
  chosen: number;
  children: ReactNode;
  foldedOnWide?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={foldedOnWide ? 'filter-fold' : 'filter-fold filter-fold--open-wide'}>
      <style href="@591/ui/filter-fold" precedence="default">
        {CSS}
      </style>
      <button
        type="button"
        className="filter-fold__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        篩選{chosen > 0 ? `（${chosen}）` : ''}
      </button>
      <nav
        aria-label="篩選條件"
        id={panelId}
        className="filter-fold__panel"
        data-open={open ? '' : undefined}
      >
        {children}
      </nav>
    </div>
  );
}
