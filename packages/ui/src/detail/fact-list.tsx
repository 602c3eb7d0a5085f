import { minWidthQuery } from '@591/config';
import type { ReactNode } from 'react';

const CSS = `
.fact-list{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px 16px;margin:0}
.fact-list__item{min-width:0}
.fact-list dt{color:#6b6b6b;font-size:13px}
.fact-list dd{margin:2px 0 0;color:#222;font-size:15px;overflow-wrap:anywhere}
.fact-list--rows{grid-template-columns:minmax(0,1fr);gap:8px}
.fact-list--rows .fact-list__item{display:flex;gap:12px;justify-content:space-between;align-items:baseline}
.fact-list--rows dt{flex:none;font-size:14px}
.fact-list--rows dd{margin:0;text-align:right}
@media ${minWidthQuery('md')}{
.fact-list{grid-template-columns:repeat(3,minmax(0,1fr))}
.fact-list--rows{grid-template-columns:minmax(0,1fr)}
}
`;

/** One fact: its label and its value; a value of null, undefined, '' or false is left out. */
export type Fact = [label: string, value: ReactNode];

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/**
 * Facts as a grid of label and value pairs, or as rows of label and value side by side for a
 * narrow box; facts without a value are not shown at all.
 */
export function FactList({
  facts,
  label,
  rows = false,
}: {
  facts: Fact[];
  label?: string;
  rows?: boolean;
}) {
  const shown = facts.filter(([, value]) => !isEmpty(value));
  if (shown.length === 0) return null;
  return (
    <dl className={rows ? 'fact-list fact-list--rows' : 'fact-list'} aria-label={label}>
      <style href="@591/ui/fact-list" precedence="default">
        {CSS}
      </style>
      {shown.map(([name, value]) => (
        <div className="fact-list__item" key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
