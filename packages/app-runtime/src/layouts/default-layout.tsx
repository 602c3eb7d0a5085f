import type { LayoutProps } from './layout-props.ts';

/** The layout of almost every page: the header, the page, the footer. */
export function DefaultLayout({ header, footer, children }: LayoutProps) {
  return (
    <div data-layout="default">
      {header}
      <main id="main">{children}</main>
      {footer}
    </div>
  );
}
