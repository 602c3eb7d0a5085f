/**
 * A new-build project's drawn pictures, as photo kinds beside the listing kinds (1 to 22) in
 * the photo URLs: each album its own kind, and the 720 panorama one more.
 */
export const NEW_BUILD_PHOTO_KINDS = {
  exterior: 30,
  floorPlan: 31,
  surroundings: 32,
  panorama: 33,
} as const;
