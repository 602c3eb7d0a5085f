import type { Photo } from '@591/contract';
import { NEW_BUILD_PHOTO_KINDS } from '../domain/new-build-photo-kinds.ts';
import { PANORAMA_WIDTH, PHOTO_RENDER_VERSION, photoFileName, photoLinks } from './photo-urls.ts';

export interface NewBuildPhotoSet {
  photoSeed: number;
  exteriorPhotos: number;
  floorPlanPhotos: number;
  surroundingsPhotos: number;
  hasPanorama: boolean;
  /** A posted project's uploaded photos; null for drawn ones. */
  photoSet: string | null;
}

const album = (apiOrigin: string, kind: number, photoSeed: number, photoCount: number): Photo[] =>
  photoLinks(apiOrigin, { kind, photoSeed, photoCount });

/**
 * A posted project's uploaded photos: one set, the albums one after another, each numbered
 * from 0 again as the gallery counts them.
 */
function postedAlbums(apiOrigin: string, project: NewBuildPhotoSet & { photoSet: string }) {
  const { exteriorPhotos: exterior, floorPlanPhotos: floorPlans, surroundingsPhotos } = project;
  const all = photoLinks(apiOrigin, {
    kind: NEW_BUILD_PHOTO_KINDS.exterior,
    photoSeed: project.photoSeed,
    photoCount: exterior + floorPlans + surroundingsPhotos,
    photoSet: project.photoSet,
  });
  const slice = (from: number, count: number) =>
    all.slice(from, from + count).map((photo, index) => ({ ...photo, index }));
  return {
    exterior: slice(0, exterior),
    floorPlans: slice(exterior, floorPlans),
    surroundings: slice(exterior + floorPlans, surroundingsPhotos),
  };
}

/** The gallery's three albums, drawn or uploaded; the exterior's first is the cover. */
export function newBuildAlbums(apiOrigin: string, project: NewBuildPhotoSet) {
  const { photoSet } = project;
  if (photoSet !== null) return postedAlbums(apiOrigin, { ...project, photoSet });
  const { exterior, floorPlan, surroundings } = NEW_BUILD_PHOTO_KINDS;
  return {
    exterior: album(apiOrigin, exterior, project.photoSeed, project.exteriorPhotos),
    floorPlans: album(apiOrigin, floorPlan, project.photoSeed, project.floorPlanPhotos),
    surroundings: album(apiOrigin, surroundings, project.photoSeed, project.surroundingsPhotos),
  };
}

export function newBuildCover(apiOrigin: string, project: NewBuildPhotoSet): Photo {
  if (project.photoSet !== null) return newBuildAlbums(apiOrigin, project).exterior[0]!;
  return album(apiOrigin, NEW_BUILD_PHOTO_KINDS.exterior, project.photoSeed, 1)[0]!;
}

/** The 720 viewer's picture, a WebP at full width; null for a project without one. */
export function panoramaUrl(apiOrigin: string, project: NewBuildPhotoSet): string | null {
  if (!project.hasPanorama) return null;
  const id = { kind: NEW_BUILD_PHOTO_KINDS.panorama, seed: project.photoSeed, index: 0 };
  return `${apiOrigin}/v1/photos/${PHOTO_RENDER_VERSION}/${photoFileName(id, PANORAMA_WIDTH, 'webp')}`;
}
