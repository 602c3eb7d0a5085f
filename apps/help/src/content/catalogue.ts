import { SELF_SERVICES } from '@591/config';
/**
 * Every page of the help centre: the front matter of all of them (small, for the index pages,
 * the route list and the menus), and each page's compiled HTML behind its own import.
 */
import {
  CATEGORIES,
  type CategorySlug,
  type HelpPage,
  type PageMeta,
  pagePathOf,
} from './help-page.ts';

const metas = import.meta.glob<PageMeta>('../../content/{articles,legal,handbook}/*.md', {
  query: '?meta',
  import: 'meta',
  eager: true,
});

const pages = import.meta.glob<HelpPage>('../../content/{articles,legal,handbook}/*.md');

/** Each page's front matter with the path it is served at. */
export interface CatalogueEntry extends PageMeta {
  path: string;
  load: () => Promise<HelpPage>;
}

export const CATALOGUE: readonly CatalogueEntry[] = Object.entries(metas)
  .map(([file, meta]) => ({ ...meta, path: pagePathOf(meta), load: pages[file]! }))
  .sort((a, b) => a.path.localeCompare(b.path));

export function entryAt(path: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.path === path);
}

/** A category's articles (the AI self-service tasks among them), in their file order. */
export function articlesIn(category: CategorySlug): CatalogueEntry[] {
  return CATALOGUE.filter((entry) => entry.kind === 'article' && entry.category === category);
}

/** The help menu's AI self-service tasks (@591/config), in the menu's order. */
export function tasks(): CatalogueEntry[] {
  return SELF_SERVICES.map(({ slug }) => {
    const entry = CATALOGUE.find((candidate) => candidate.task && candidate.slug === slug);
    if (!entry) throw new Error(`content/articles/${slug}.md is missing (an AI self-service task)`);
    return entry;
  });
}

export function categoryOf(slug: string | undefined) {
  return CATEGORIES.find((category) => category.slug === slug);
}
