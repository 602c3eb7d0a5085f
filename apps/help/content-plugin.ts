/**
 * Compiles the help centre's Markdown (content/) when the app is built, so no Markdown parser
 * and no page the visitor did not open reaches the browser:
 * - `content/**\/x.md` becomes `{ meta, html, sections }` (a page's own lazy chunk);
 * - `content/**\/x.md?meta` becomes `{ meta }` alone (the catalogue the index pages list);
 * - `virtual:help-search-index` is the search index over every page (MiniSearch's JSON),
 *   loaded only when someone searches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { Marked, type Tokens } from 'marked';
import customHeadingId from 'marked-custom-heading-id';
import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import { pagePdf, traditionalChineseFont } from './content-pdf.ts';
import type { HelpPage, PageKind, PageMeta, PageSection } from './src/content/help-page.ts';
import { pagePathOf } from './src/content/help-page.ts';
import { SEARCH_FIELDS, STORED_FIELDS, searchTermsOf } from './src/search/search-terms.ts';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');
const SEARCH_INDEX_ID = 'virtual:help-search-index';
const RESOLVED_SEARCH_INDEX_ID = `\0${SEARCH_INDEX_ID}`;

/** The folder a page is in says what kind of page it is. */
const KIND_OF_FOLDER: Record<string, PageKind> = {
  articles: 'article',
  legal: 'legal',
  handbook: 'handbook',
};

const markdown = new Marked(customHeadingId());

/** A heading written `## 標題 {#anchor}`: its text and its stable anchor. */
function sectionOf(token: Tokens.Heading): PageSection | null {
  const match = /^(.*?)\s*\{#([a-z0-9-]+)\}\s*$/.exec(token.text);
  return match ? { title: match[1]!, id: match[2]! } : null;
}

/** YAML reads 2026-11-26 as a Date; a page's dates are shown as written. */
function dateText(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : undefined;
}

function kindOf(file: string): PageKind | null {
  const folder = path.basename(path.dirname(file));
  return KIND_OF_FOLDER[folder] ?? null;
}

/**
 * Reads one content file: a page of the help centre, or a refusal naming what is missing. A
 * page whose front matter asks for a PDF (`pdf: true`) gets one when the build has a font.
 */
export function compilePage(file: string, source: string, { withPdf = false } = {}): HelpPage {
  const kind = kindOf(file);
  if (!kind) throw new Error(`${file}: help pages live in content/articles, legal or handbook`);
  const { data, content } = matter(source);
  for (const field of ['title', 'slug', 'summary']) {
    if (typeof data[field] !== 'string' || !data[field]) {
      throw new Error(`${file}: the front matter has no ${field}`);
    }
  }
  const meta: PageMeta = {
    kind,
    slug: data.slug,
    title: data.title,
    summary: data.summary,
    ...(data.category && { category: data.category }),
    ...(data.keywords && { keywords: data.keywords }),
    ...(data.actions && { actions: data.actions }),
    ...(data.task === true && { task: true }),
    ...(data.updated && { updated: dateText(data.updated) }),
    ...(data.source && { source: data.source }),
    ...(data.pdf === true && withPdf && { pdf: `/${data.slug}.pdf` }),
  };
  const tokens = markdown.lexer(content);
  const sections = tokens
    .filter((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 2)
    .map(sectionOf)
    .filter((section): section is PageSection => section !== null);
  return { meta, html: markdown.parser(tokens), sections };
}

/** The page's text for the search index: its HTML without tags. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');
}

function contentFiles(): string[] {
  return Object.keys(KIND_OF_FOLDER).flatMap((folder) =>
    readdirSync(path.join(CONTENT_DIR, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(CONTENT_DIR, folder, name)),
  );
}

/** Every page in one MiniSearch index, as JSON the page loads with MiniSearch.loadJSON. */
export function buildSearchIndex(files = contentFiles()): string {
  const search = new MiniSearch({
    fields: [...SEARCH_FIELDS],
    storeFields: [...STORED_FIELDS],
    tokenize: searchTermsOf,
  });
  search.addAll(
    files.map((file) => {
      const { meta, html } = compilePage(file, readFileSync(file, 'utf8'));
      return {
        id: pagePathOf(meta),
        path: pagePathOf(meta),
        kind: meta.kind,
        title: meta.title,
        summary: meta.summary,
        keywords: (meta.keywords ?? []).join(' '),
        text: plainText(html),
      };
    }),
  );
  return JSON.stringify(search);
}

export function helpContent(): Plugin {
  const font = traditionalChineseFont();
  if (!font) {
    console.warn(
      'help-content: no Noto Sans CJK font (apt-get install fonts-noto-cjk): the lease is built as a page only, without its PDF',
    );
  }
  return {
    name: 'help-content',
    enforce: 'pre',
    async generateBundle() {
      if (!font || this.environment.config.consumer !== 'client') return;
      for (const file of contentFiles()) {
        const source = readFileSync(file, 'utf8');
        const { meta } = compilePage(file, source, { withPdf: true });
        if (!meta.pdf) continue;
        this.emitFile({
          type: 'asset',
          fileName: meta.pdf.slice(1),
          source: await pagePdf(meta, matter(source).content, font),
        });
      }
    },
    resolveId(id) {
      return id === SEARCH_INDEX_ID ? RESOLVED_SEARCH_INDEX_ID : null;
    },
    load(id) {
      if (id === RESOLVED_SEARCH_INDEX_ID) {
        for (const file of contentFiles()) this.addWatchFile(file);
        return `export default ${JSON.stringify(buildSearchIndex())};`;
      }
      const [file = '', query] = id.split('?');
      if (!file.startsWith(CONTENT_DIR) || !file.endsWith('.md')) return null;
      this.addWatchFile(file);
      const page = compilePage(file, readFileSync(file, 'utf8'), { withPdf: font !== null });
      if (query === 'meta') return `export const meta = ${JSON.stringify(page.meta)};`;
      return [
        `export const meta = ${JSON.stringify(page.meta)};`,
        `export const html = ${JSON.stringify(page.html)};`,
        `export const sections = ${JSON.stringify(page.sections)};`,
      ].join('\n');
    },
  };
}
