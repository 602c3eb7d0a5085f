import { Link } from '@591/react-router';
import { articlesIn, type CatalogueEntry, categoryOf } from '../content/catalogue.ts';
import type { HelpPage, PageMeta } from '../content/help-page.ts';
import { withSiteLinks } from '../content/site-links.ts';
import { type Crumb, HelpFrame } from '../layout/help-frame.tsx';

/** A content page with the other articles of its category (their titles and paths only). */
export interface ContentPageData extends HelpPage {
  related: Pick<CatalogueEntry, 'path' | 'title'>[];
}

export async function loadContentPage(entry: CatalogueEntry): Promise<ContentPageData> {
  const page = await entry.load();
  const related = entry.category
    ? articlesIn(entry.category)
        .filter((other) => other.path !== entry.path)
        .map(({ path, title }) => ({ path, title }))
    : [];
  return { meta: page.meta, html: page.html, sections: page.sections, related };
}

function crumbsOf(meta: PageMeta): Crumb[] {
  const category = categoryOf(meta.category);
  return [
    ...(category ? [{ label: category.name, to: `/${category.slug}` }] : []),
    { label: meta.title },
  ];
}

/**
 * An article, a legal page or a handbook: its title, when it was last changed (legal pages and
 * handbooks), its sections with their anchors, the text, and where in the product to act.
 */
export function Component({ data }: { data: ContentPageData }) {
  const { meta, html, sections, related } = data;
  const printable = meta.kind === 'handbook';
  return (
    <HelpFrame crumbs={crumbsOf(meta)}>
      <article aria-labelledby="help-title">
        <h1 id="help-title">{meta.title}</h1>
        {meta.updated && (
          <p className="help__meta">
            最後更新：<time dateTime={meta.updated}>{meta.updated}</time>
          </p>
        )}
        <p className="help__lead">{meta.summary}</p>
        {sections.length > 2 && (
          <nav className="help__toc" aria-labelledby="help-toc">
            <h2 id="help-toc">本頁內容</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div
          className="help__body"
          // Compiled from the site's own Markdown when the app was built (content-plugin.ts).
          dangerouslySetInnerHTML={{ __html: withSiteLinks(html) }}
        />
        {meta.source && (
          <p className="help__meta">
            資料來源：<a href={meta.source}>{meta.source}</a>
          </p>
        )}
        {(meta.actions?.length || meta.pdf || printable) && (
          <div className="help__actions">
            {meta.actions?.map((action) => (
              <a key={action.href} href={withSiteLinks(action.href)}>
                {action.label}
              </a>
            ))}
            {meta.pdf && (
              <a href={meta.pdf} download>
                下載 PDF
              </a>
            )}
            {printable && <PrintButton />}
          </div>
        )}
      </article>
      {related.length > 0 && (
        <section className="help__section help__no-print" aria-labelledby="help-related">
          <h2 id="help-related">同類文章</h2>
          <ul className="help__list">
            {related.map((other) => (
              <li key={other.path}>
                <Link to={other.path}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </HelpFrame>
  );
}

function PrintButton() {
  return (
    <button type="button" className="help__button" onClick={() => window.print()}>
      列印本頁
    </button>
  );
}
