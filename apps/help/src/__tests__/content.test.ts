import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SELF_SERVICES } from '@591/config';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../content-plugin.ts';
import { articlesIn, CATALOGUE, tasks } from '../content/catalogue.ts';
import { CATEGORIES } from '../content/help-page.ts';
import { isSubdomain, linkedHosts } from '../content/site-links.ts';
import { searchHelp } from '../search/help-search.ts';

const CONTENT = path.join(import.meta.dirname, '../../content');
const pageFiles = ['articles', 'legal', 'handbook'].flatMap((folder) =>
  readdirSync(path.join(CONTENT, folder)).map((name) => path.join(CONTENT, folder, name)),
);
const compiled = pageFiles.map((file) => ({
  file,
  page: compilePage(file, readFileSync(file, 'utf8')),
}));

describe('the help centre’s content', () => {
  it('serves every page at a path of its own', () => {
    const paths = CATALOGUE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(pageFiles.length);
  });

  it('has an article for each of the help menu’s AI self-service tasks, at /ai/{slug}', () => {
    expect(tasks().map((task) => task.path)).toEqual(
      SELF_SERVICES.map(({ slug }) => `/ai/${slug}`),
    );
  });

  it.each(CATEGORIES.map((category) => [category.slug]))(
    'gives the %s category at least four articles',
    (slug) => {
      expect(articlesIn(slug).length).toBeGreaterThanOrEqual(4);
    },
  );

  it('links into the product only through hosts the site has', () => {
    for (const { file } of compiled) {
      for (const host of linkedHosts(readFileSync(file, 'utf8'))) {
        expect(isSubdomain(host), `${path.basename(file)} links to {{origin:${host}}}`).toBe(true);
      }
    }
  });

  it('gives every section of a legal page or handbook a stable anchor of its own', () => {
    for (const { file, page } of compiled.filter(({ page }) => page.meta.kind !== 'article')) {
      const headings = readFileSync(file, 'utf8').match(/^## .*$/gm) ?? [];
      expect(page.sections.length, path.basename(file)).toBe(headings.length);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, path.basename(file)).toBe(ids.length);
    }
  });

  // Forms elsewhere on the site link to these sections: renaming one breaks their links.
  it.each([
    ['privacy', 'member-account'],
    ['privacy', 'listing-data'],
    ['privacy', 'web-push'],
    ['privacy', 'delete-account'],
    ['terms', 'listing-rules'],
  ])('keeps the section %s#%s that the site links to', (slug, anchor) => {
    const page = compiled.find(({ page }) => page.meta.slug === slug)!.page;
    expect(page.sections.map((section) => section.id)).toContain(anchor);
    expect(page.html).toContain(`id="${anchor}"`);
  });

  it('dates every legal page', () => {
    for (const { page } of compiled.filter(({ page }) => page.meta.kind === 'legal')) {
      expect(page.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('the help centre’s search', () => {
  it('finds the article on posting for 刊登, first among articles', async () => {
    const hits = await searchHelp('刊登');
    const articles = hits.filter((hit) => hit.path.startsWith('/article/'));
    expect(articles[0]?.path).toBe('/article/post-listing');
  });

  it('finds a page by a single character and by words in its text', async () => {
    expect((await searchHelp('租')).length).toBeGreaterThan(0);
    expect((await searchHelp('個人資料保護法')).map((hit) => hit.path)).toContain('/privacy');
  });

  it('needs every word of the query, and finds nothing for nonsense', async () => {
    expect(await searchHelp('火星移民')).toEqual([]);
    expect(await searchHelp('   ')).toEqual([]);
  });
});

describe('LEGAL-SOURCES.md', () => {
  // The legal pages' claims are checked against these files: a file moved without its line
  // here leaves a claim nobody can re-check.
  it('cites only files that exist', () => {
    const sources = readFileSync(path.join(CONTENT, 'LEGAL-SOURCES.md'), 'utf8');
    const root = path.join(import.meta.dirname, '../../../..');
    const cited = [...sources.matchAll(/`((?:apps|packages)\/[\w./-]+\.\w+)`/g)].map(
      (m) => m[1] ?? '',
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
