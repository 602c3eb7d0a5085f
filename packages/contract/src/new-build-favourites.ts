/**
 * 收藏的建案: the new-build projects a member saved. PUT and DELETE
 * /v1/user/new-build-favourites/:id save and forget one (both idempotent, answering
 * CollectState); GET .../status?ids= answers CollectedIds, with CollectStatusQuery's ids.
 */
import type { Static } from 'typebox';
import { IsoTime, Page, Shape } from './common.ts';
import { NewBuildSummary } from './new-builds.ts';

/** A saved project: its summary and when the member saved it. */
export const NewBuildFavourite = Shape({ ...NewBuildSummary.properties, collectedAt: IsoTime });
export type NewBuildFavourite = Static<typeof NewBuildFavourite>;

/** GET /v1/user/new-build-favourites: the latest saved first. */
export const NewBuildFavouritePage = Page(NewBuildFavourite);
export type NewBuildFavouritePage = Static<typeof NewBuildFavouritePage>;
