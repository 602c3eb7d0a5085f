import { type BrokerDetail, type BrokerPage, fetchBroker, fetchBrokers } from '@591/api-client';
import { regionIdIn } from '@591/config';
import { notFound, wholeNumberParam } from '@591/router';
import { loadRegionSearch, type RegionSearchData } from '@591/ui';

export const BROKER_PAGE_SIZE = 20;

/** 找經紀人's search, from its URL: a region (the header's link names the visitor's), a district. */
export interface BrokerSearch {
  regionId: number;
  sectionId: number | null;
  page: number;
}

export interface BrokerListData extends RegionSearchData<BrokerSearch> {
  brokers: BrokerPage;
}

export async function loadBrokerList(params: URLSearchParams): Promise<BrokerListData> {
  const found = await loadRegionSearch({
    regionId: regionIdIn(params, 'regionid'),
    sectionId: wholeNumberParam(params, 'sectionid'),
    page: Math.max(1, wholeNumberParam(params, 'page') ?? 1),
  });
  const { search } = found;
  const query = new URLSearchParams({
    regionid: String(search.regionId),
    page: String(search.page),
    pageSize: String(BROKER_PAGE_SIZE),
  });
  if (search.sectionId !== null) query.set('sectionid', String(search.sectionId));
  const brokers = await fetchBrokers(query);
  return { ...found, brokers };
}

/** A broker's page; an id that is not a broker's answers the site's 404 page. */
export async function loadBroker(rawId: string | undefined, path: string): Promise<BrokerDetail> {
  const id = rawId && /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  const broker = id === null ? null : await fetchBroker(id);
  if (!broker) throw notFound(path);
  return broker;
}
