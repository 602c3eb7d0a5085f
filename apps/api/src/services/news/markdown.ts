import { originOf, type Site, SUBDOMAINS, type Subdomain } from '@591/config';
import { Marked } from 'marked';

/** Raw HTML in an article is shown as text: an article is words, links, lists and tables. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

/**
 * An article's markdown as the HTML its page shows. A link to one of the site's hosts is
 * written `[…](market:/price?regionid=1)`: it becomes that host's address wherever the site runs.
 */
export function articleHtml(body: string, site: Site): string {
  const linked = body.replace(/\]\(([a-z]+):\//g, (whole, host: string) =>
    (SUBDOMAINS as readonly string[]).includes(host)
      ? `](${originOf(host as Subdomain, site)}/`
      : whole,
  );
  return markdown.parse(linked, { async: false });
}
