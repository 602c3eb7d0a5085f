import { minWidthQuery } from '@591/config';
import type { ReactNode } from 'react';

const CSS = `
.builder-page{max-width:860px;margin:0 auto;padding:24px 16px 56px;color:#222;line-height:1.75}
.builder-page h1{margin:0 0 8px;font-size:26px}
.builder-page__lead{margin:0 0 16px;color:#555;font-size:17px}
.builder-page h2{margin:28px 0 8px;font-size:20px}
.builder-page ol,.builder-page ul{padding-left:22px}
.builder-page table{width:100%;border-collapse:collapse;font-size:15px}
.builder-page th,.builder-page td{padding:8px;border-bottom:1px solid #e6e6e6;text-align:left;vertical-align:top}
.builder-page th{color:#555;font-weight:400}
.builder-page__note{padding:12px 16px;border-radius:8px;background:#faf3ec;color:#5c2c00}
.builder-page a{color:#8a3d00}
@media ${minWidthQuery('md')}{.builder-page h1{font-size:30px}}
`;

/** The frame of 新建案's pages for builders and sales agents: a heading, a lead and the text. */
export function BuilderPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <article className="builder-page">
      <style href="@591/newhouse/builder-page" precedence="default">
        {CSS}
      </style>
      <h1>{title}</h1>
      <p className="builder-page__lead">{lead}</p>
      {children}
    </article>
  );
}
