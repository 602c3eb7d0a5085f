import {
  fetchNewBuild,
  fetchNewBuildOverview,
  fetchNewBuilds,
  fetchRegion,
  type NewBuildDetail,
  type NewBuildOverview,
  type NewBuildPage,
  type RegionWithDistricts,
} from '@591/api-client';
import { regionIdIn } from '@591/config';
import { propertyNotFound, requireNumericId } from '@591/router';
import { loadRegionSearch, type RegionSearchData } from '@591/ui';
import { type ProjectSearch, parseProjectSearch, projectApiQuery } from './project-search.ts';

const MAX_ID = 2_147_483_647;

export interface ProjectListData extends RegionSearchData<ProjectSearch> {
  projects: NewBuildPage;
}

/** The list (`/list`), or the VR zone (`/vr`): the same search, the latter of panoramas only. */
export async function loadProjectList(
  params: URLSearchParams,
  options: { vr?: boolean } = {},
): Promise<ProjectListData> {
  const found = await loadRegionSearch(parseProjectSearch(params, options));
  return { ...found, projects: await fetchNewBuilds(projectApiQuery(found.search)) };
}

export interface LandingData {
  overview: NewBuildOverview;
  region: RegionWithDistricts;
}

/** The landing: the region's counts, newest public sales and metro projects. */
export async function loadLanding(params: URLSearchParams): Promise<LandingData> {
  const regionId = regionIdIn(params, 'regionid');
  const [overview, region] = await Promise.all([
    fetchNewBuildOverview(regionId),
    fetchRegion(regionId),
  ]);
  return { overview, region };
}

/** A project's page; an id that is not one answers the site's 404 with 新建案 as its type. */
export async function loadProject(rawId: string | undefined): Promise<NewBuildDetail> {
  const id = requireNumericId(rawId, 'newhouse');
  // Ids are 32-bit: a longer number names no project.
  const project = id <= MAX_ID ? await fetchNewBuild(id) : null;
  if (!project) throw propertyNotFound('newhouse');
  return project;
}
