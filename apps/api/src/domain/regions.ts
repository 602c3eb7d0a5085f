import { REGION_GROUPS, type RegionGroup } from '@591/config';

/** Region groups: the apps' own (see @591/config), in the API's words. */
export const AREA_GROUPS = REGION_GROUPS;
export type AreaGroup = RegionGroup;
