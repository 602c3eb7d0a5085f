import {
  type BrokerDetail,
  type BrokerPage,
  fetchBroker,
  fetchBrokers,
  fetchRegion,
  type RegionWithDistricts,
} from '@591/api-client';
import { regionIdIn } from '@591/config';
import { notFound, wholeNumberParam } from '@591/router';

export const BROKER_PAGE_SIZE = 20;

/** 找經紀人's search, from its URL: a region (the header's link names the visitor's), a district. */
export interface BrokerSearch {
  regionId: number;
  sectionId: number | null;
  page: number;
}

export interface BrokerListData {
  search: BrokerSearch;
  region: RegionWithDistricts;
  brokers: BrokerPage;
  /** The URL named a district of another region: the page says so and shows the region. */
  invalid: boolean;
}

export async function loadBrokerList(params: URLSearchParams): Promise<BrokerListData> {
  const regionId = regionIdIn(params, 'regionid');
  const asked = wholeNumberParam(params, 'sectionid');
  const page = Math.max(1, wholeNumberParam(params, 'page') ?? 1);
  const region = await fetchRegion(regionId);
  const known = region.districts.some((district) => district.id === asked);
  const search = { regionId, sectionId: known ? asked : null, page };
  const query = new URLSearchParams({
    regionid: String(regionId),
    page: String(page),
    pageSize: String(BROKER_PAGE_SIZE),
  });
  if (search.sectionId !== null) query.set('sectionid', String(search.sectionId));
  const brokers = await fetchBrokers(query);
  return { search, region, brokers, invalid: asked !== null && !known };
}

/** A broker's page; an id that is not a broker's answers the site's 404 page. */
export async function loadBroker(rawId: string | undefined, path: string): Promise<BrokerDetail> {
  const id = rawId && /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  const broker = id === null ? null : await fetchBroker(id);
  if (!broker) throw notFound(path);
  return broker;
}
