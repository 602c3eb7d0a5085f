import { currentSite, originOf, type Site } from './hosts.ts';

/**
 * A project's photo albums, in the order the gallery shows them: the exterior's first photo is
 * the project's cover. The ids name a posted photo's album in the API and the posting form.
 */
export const NEW_BUILD_ALBUMS = [
  { id: 'exterior', name: '外觀' },
  { id: 'floorPlans', name: '格局圖' },
  { id: 'surroundings', name: '周邊環境' },
] as const;
export type NewBuildAlbumId = (typeof NEW_BUILD_ALBUMS)[number]['id'];

/** The project posting form on user.<domain>, where 免費刊登建案 leads a member. */
export const NEW_BUILD_POST_PATH = '/post/new-build';

/** A project's page on newhouse.<domain>. */
export function newBuildUrl(id: number, site: Site = currentSite()): string {
  return `${originOf('newhouse', site)}/${id}`;
}
