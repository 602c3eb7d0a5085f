import { originOf, type Site, SUBDOMAINS, type Subdomain } from '@591/config';
import { Marked } from 'marked';
import { newsImageTag, ownNewsImageId } from './news-images.ts';

/** Raw HTML in an article is shown as text: an article is words, links, lists and tables. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Links open pages and mail, never run script: `javascript:` and `data:` become plain words. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The address as a link's `href`, or null when it may not be one. The address is escaped
 * whole, entities included (marked would leave `&#106;avascript:` for the browser to decode).
 */
function safeHref(href: string): string | null {
  // Browsers ignore whitespace and control characters inside a scheme (`java\tscript:`).
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\s\p{Cc}]/gu, ''));
  if (scheme && !SAFE_SCHEMES.has(scheme[1]!.toLowerCase())) return null;
  try {
    // As marked does: non-ASCII percent-encoded, a typed %20 kept as it is.
    return escapeHtml(encodeURI(href).replaceAll('%25', '%'));
  } catch {
    return null;
  }
}

/** One renderer per API origin: an image is shown only from the site's own article images. */
const renderers = new Map<string, Marked>();

function rendererFor(apiOrigin: string): Marked {
  let markdown = renderers.get(apiOrigin);
  if (!markdown) {
    markdown = new Marked({
      gfm: true,
      renderer: {
        html: ({ text }) => escapeHtml(text),
        link({ href, title, tokens }) {
          const text = this.parser.parseInline(tokens);
          const safe = safeHref(href);
          if (!safe) return text;
          return `<a href="${safe}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
        },
        image({ href, text }) {
          const imageId = ownNewsImageId(href, apiOrigin);
          // Another site's picture is not shown (nor fetched from readers' browsers): its words are.
          return imageId ? newsImageTag(apiOrigin, imageId, escapeHtml(text)) : escapeHtml(text);
        },
      },
    });
    renderers.set(apiOrigin, markdown);
  }
  return markdown;
}

/**
 * An article's markdown as the HTML its page shows. A link to one of the site's hosts is
 * written `[…](market:/price?regionid=1)`, and an uploaded image `![…](api:/v1/news-images/…)`:
 * each becomes that host's address wherever the site runs.
 */
export function articleHtml(body: string, site: Site): string {
  const linked = body.replace(/\]\(([a-z]+):\//g, (whole, host: string) =>
    (SUBDOMAINS as readonly string[]).includes(host)
      ? `](${originOf(host as Subdomain, site)}/`
      : whole,
  );
  return rendererFor(originOf('api', site)).parse(linked, { async: false });
}
