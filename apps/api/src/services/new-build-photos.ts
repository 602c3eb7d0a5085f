import type { Photo } from '@591/contract';
import { NEW_BUILD_PHOTO_KINDS } from '../domain/new-build-photo-kinds.ts';
import { PANORAMA_WIDTH, PHOTO_RENDER_VERSION, photoFileName, photoLinks } from './photo-urls.ts';

export interface NewBuildPhotoSet {
  photoSeed: number;
  exteriorPhotos: number;
  floorPlanPhotos: number;
  surroundingsPhotos: number;
  hasPanorama: boolean;
}

const album = (apiOrigin: string, kind: number, photoSeed: number, photoCount: number): Photo[] =>
  photoLinks(apiOrigin, { kind, photoSeed, photoCount });

/** The gallery's three albums of drawn pictures; the exterior's first is the cover. */
export function newBuildAlbums(apiOrigin: string, project: NewBuildPhotoSet) {
  const { exterior, floorPlan, surroundings } = NEW_BUILD_PHOTO_KINDS;
  return {
    exterior: album(apiOrigin, exterior, project.photoSeed, project.exteriorPhotos),
    floorPlans: album(apiOrigin, floorPlan, project.photoSeed, project.floorPlanPhotos),
    surroundings: album(apiOrigin, surroundings, project.photoSeed, project.surroundingsPhotos),
  };
}

export function newBuildCover(apiOrigin: string, photoSeed: number): Photo {
  return album(apiOrigin, NEW_BUILD_PHOTO_KINDS.exterior, photoSeed, 1)[0]!;
}

/** The 720 viewer's picture, a WebP at full width; null for a project without one. */
export function panoramaUrl(apiOrigin: string, project: NewBuildPhotoSet): string | null {
  if (!project.hasPanorama) return null;
  const id = { kind: NEW_BUILD_PHOTO_KINDS.panorama, seed: project.photoSeed, index: 0 };
  return `${apiOrigin}/v1/photos/${PHOTO_RENDER_VERSION}/${photoFileName(id, PANORAMA_WIDTH, 'webp')}`;
}
