import type { ReactNode } from 'react';

/** The layout of almost every page: the header, then the page. */
export function DefaultLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div data-layout="default">
      {header}
      <main id="main">{children}</main>
    </div>
  );
}
