/**
 * The API's contract: each endpoint's request and answer, declared once. The API validates
 * requests with these schemas and checks its answers against them in tests; the apps read the
 * types (`import type`), so no schema reaches a page's JavaScript.
 */
export * from './common.ts';
export * from './communities.ts';
export * from './conversations.ts';
export * from './entrusts.ts';
export * from './help.ts';
export * from './house-pk.ts';
export * from './identity.ts';
export * from './land-prices.ts';
export * from './listings.ts';
export * from './map.ts';
export * from './members.ts';
export * from './new-build-favourites.ts';
export * from './new-build-posting.ts';
export * from './new-builds.ts';
export * from './news.ts';
export * from './news-editor.ts';
export * from './posting.ts';
export * from './professionals.ts';
export * from './real-price.ts';
export * from './reports.ts';
export * from './saved-searches.ts';
export * from './site.ts';
export * from './viewings.ts';
export * from './visits.ts';
