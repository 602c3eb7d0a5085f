import { Link } from '@591/react-router';
import type { ReactNode } from 'react';
import { SearchForm } from '../search/search-form.tsx';
import { HELP_CSS } from './help-styles.ts';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * What every help page shares: the sheet, the trail back to 幫助中心 and the search box (a
 * plain GET form, so it works before the page's code runs and without it).
 */
export function HelpFrame({
  crumbs,
  query,
  children,
}: {
  crumbs: Crumb[];
  query?: string;
  children: ReactNode;
}) {
  const trail: Crumb[] = [{ label: '幫助中心', to: '/' }, ...crumbs];
  return (
    <div className="help">
      <style href="@591/help/help" precedence="default">
        {HELP_CSS}
      </style>
      <nav className="help__crumbs" aria-label="目前位置">
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.label}>
              {crumb.to && index < trail.length - 1 ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={index === trail.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <SearchForm query={query} />
      {children}
    </div>
  );
}
