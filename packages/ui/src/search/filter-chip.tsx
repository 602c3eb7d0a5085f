import { Link } from '@591/react-router';
import { VisuallyHidden } from '../visually-hidden.tsx';

export const FILTER_CSS = `
.filter-group{display:flex;align-items:baseline;gap:8px;border:0;margin:0;padding:4px 0;min-width:0}
.filter-group__label{flex:0 0 4em;float:left;padding:0;color:#555;font-size:14px}
.filter-group__options{display:flex;flex-wrap:wrap;gap:8px;min-width:0}
.filter-chip{display:inline-block;padding:3px 10px;border:1px solid #ddd;border-radius:16px;color:#333;text-decoration:none;font-size:14px;line-height:1.5;background:#fff}
.filter-chip:hover{border-color:#b35000;color:#b35000}
.filter-chip[aria-current]{border-color:#b35000;color:#8a3d00;background:#fff4e8}
`;

/**
 * One filter value as a link to the same search with that value switched: shareable,
 * crawlable, works before the app has started, and keyboard-usable as any link.
 */
export function FilterChip({
  to,
  on,
  children,
}: {
  to: URLSearchParams;
  on: boolean;
  children: string;
}) {
  return (
    <Link
      className="filter-chip"
      to={{ search: `?${to}` }}
      aria-current={on ? 'true' : undefined}
      preventScrollReset
    >
      {children}
      {on && <VisuallyHidden>（已選）</VisuallyHidden>}
    </Link>
  );
}

/** A labelled row of filter chips (or any filter control). */
export function FilterGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <fieldset className="filter-group">
      <style href="@591/ui/filters" precedence="default">
        {FILTER_CSS}
      </style>
      <legend className="filter-group__label">{label}</legend>
      <div className="filter-group__options">{children}</div>
    </fieldset>
  );
}
