import type { APIRequestContext } from '@playwright/test';
import { seededListing } from './listings.ts';
import { origin, PORT } from './site.ts';

/** The apps whose builds serve the budgeted pages, by the gateway's `<APP>_DIST` names. */
export type BudgetedApp = 'shell' | 'rent' | 'sale' | 'land' | 'business';

export interface BudgetedPage {
  name: string;
  app: BudgetedApp;
  subdomain: string;
  path: (request: APIRequestContext, port: number) => Promise<string>;
  /**
   * First-load JavaScript allowed, gzip bytes: the figure measured when it was set, plus 3%.
   * A change that needs more raises it here, in the same commit, saying why.
   */
  budget: number;
}

const fixed = (path: string) => () => Promise.resolve(path);

/** The pages CI holds to their first-load JavaScript budgets, and `npm run size` prints. */
export const BUDGETED_PAGES: BudgetedPage[] = [
  // 153,055 measured + 3%: the shell's route list now carries the fee and app pages' loaders.
  { name: 'home', app: 'shell', subdomain: 'www', path: fixed('/'), budget: 157_647 },
  {
    name: 'rent list',
    app: 'rent',
    subdomain: 'rent',
    path: fixed('/list?region=1'),
    budget: 209_230,
  },
  {
    name: 'rent detail',
    app: 'rent',
    subdomain: 'rent',
    path: async (request, port) => `/${(await seededListing(request, 'rent', {}, port)).id}`,
    budget: 204_813,
  },
  {
    name: 'sale list',
    app: 'sale',
    subdomain: 'sale',
    path: fixed('/?shType=list&regionid=1'),
    budget: 211_271,
  },
  {
    name: 'land price',
    app: 'land',
    subdomain: 'land',
    path: fixed('/price?region=1'),
    budget: 233_249,
  },
  {
    name: 'business list',
    app: 'business',
    subdomain: 'business',
    path: fixed('/list?type=1&region=1&kind=5'),
    budget: 205_313,
  },
];

/** The page's address on the gateway at `port`. */
export async function budgetedPageUrl(
  page: BudgetedPage,
  request: APIRequestContext,
  port = PORT,
): Promise<string> {
  return `${origin(page.subdomain, port)}${await page.path(request, port)}`;
}
