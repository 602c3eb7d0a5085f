import type { LayoutProps } from './layout-props.ts';

const CSS = `
.l591-custom__band{height:6px;background:linear-gradient(90deg,#ff8000,#ffb366)}
.l591-custom__main{min-height:60vh;background:#fffaf5}
`;

/** A full-width editorial layout for brand pages such as /sale/about; loaded on demand. */
export default function CustomLayout({ header, footer, children }: LayoutProps) {
  return (
    <div data-layout="custom">
      <style href="@591/app-runtime/custom-layout" precedence="default">
        {CSS}
      </style>
      {header}
      <div className="l591-custom__band" />
      <main id="main" className="l591-custom__main">
        {children}
      </main>
      {footer}
    </div>
  );
}
