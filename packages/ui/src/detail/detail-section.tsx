import { type ReactNode, useId } from 'react';

const CSS = `
.detail-section{padding:20px 0;border-top:1px solid #eee}
.detail-section__title{margin:0 0 12px;font-size:20px;line-height:1.4}
`;

/**
 * One part of a detail page under its own heading; the heading names the part for screen
 * readers. Ids come from useId: a page kept alive next to another keeps ids unique.
 */
export function DetailSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section className="detail-section" aria-labelledby={headingId} data-testid={testId}>
      <style href="@591/ui/detail-section" precedence="default">
        {CSS}
      </style>
      <h2 className="detail-section__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
