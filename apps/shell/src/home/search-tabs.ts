import {
  BUSINESS_DEALS,
  BUSINESS_LIST_KINDS,
  type FilterOption,
  LAND_DEALS,
  LAND_KIND,
  NEW_BUILD_SEARCH_TYPES,
  NO_LIMIT_OPTION,
  newBuildPriceBands,
  newBuildTypeName,
  originOf,
  RENT_HOME_KINDS,
  RENT_PRICE_BANDS,
  SALE_LABELS,
  salePriceBands,
} from '@591/config';

/** One row of quick choices: radios (one value of a parameter) or a single checkbox. */
export interface QuickChoices {
  /** The list URL's parameter the choice sets. */
  param: string;
  legend: string;
  /** The first option is chosen at the start; a checkbox row has one option, off at the start. */
  options: readonly FilterOption[];
  checkbox?: boolean;
}

/** A tab of the home page's search: a GET form to that section's own list page. */
export interface SearchTab {
  key: 'rent' | 'sale' | 'newhouse' | 'land' | 'business';
  label: string;
  /** The section's list page on its own host. */
  action: () => string;
  /** The section's name for the region parameter (sale says regionid). */
  regionParam: 'region' | 'regionid';
  /** Parameters every search of the tab carries. */
  fixed: Record<string, string>;
  keywordHint: string;
  choices: (regionId: number) => QuickChoices[];
}

const option = (id: number | string, name: string): FilterOption => ({ id: String(id), name });

const PRICE_DROP = SALE_LABELS[0];

export const SEARCH_TABS: readonly SearchTab[] = [
  {
    key: 'rent',
    label: '租屋',
    action: () => `${originOf('rent')}/list`,
    regionParam: 'region',
    fixed: {},
    keywordHint: '路名、社區、捷運站或學校',
    choices: () => [
      {
        param: 'kind',
        legend: '類型',
        options: [NO_LIMIT_OPTION, ...RENT_HOME_KINDS.map(({ id, name }) => option(id, name))],
      },
      { param: 'price', legend: '租金', options: [NO_LIMIT_OPTION, ...RENT_PRICE_BANDS] },
    ],
  },
  {
    key: 'sale',
    label: '中古屋',
    action: () => `${originOf('sale')}/`,
    regionParam: 'regionid',
    fixed: {},
    keywordHint: '社區、路名或捷運站',
    choices: (regionId) => [
      {
        param: 'shType',
        legend: '刊登者',
        options: [option('list', '不限'), option('host', '屋主自售')],
      },
      { param: 'price', legend: '總價', options: [NO_LIMIT_OPTION, ...salePriceBands(regionId)] },
      {
        param: 'label',
        legend: '只看',
        options: [option(PRICE_DROP.id, PRICE_DROP.tag)],
        checkbox: true,
      },
    ],
  },
  {
    key: 'newhouse',
    label: '新建案',
    action: () => `${originOf('newhouse')}/list`,
    regionParam: 'regionid',
    fixed: {},
    keywordHint: '建案名稱、建設公司或路名',
    choices: (regionId) => [
      {
        param: 'build_type',
        legend: '類型',
        options: [
          NO_LIMIT_OPTION,
          ...NEW_BUILD_SEARCH_TYPES.map((id) => option(id, newBuildTypeName(id))),
        ],
      },
      {
        param: 'price',
        legend: '總價',
        options: [NO_LIMIT_OPTION, ...newBuildPriceBands(regionId)],
      },
    ],
  },
  {
    key: 'land',
    label: '土地',
    action: () => `${originOf('land')}/list`,
    regionParam: 'region',
    fixed: { kind: String(LAND_KIND) },
    keywordHint: '路名、地段或地號',
    choices: () => [
      {
        param: 'type',
        legend: '交易',
        options: LAND_DEALS.map(({ id, name }) => option(id, name)),
      },
    ],
  },
  {
    key: 'business',
    label: '店面/辦公/廠房',
    action: () => `${originOf('business')}/list`,
    regionParam: 'region',
    fixed: {},
    keywordHint: '路名、大樓或商圈',
    choices: () => [
      {
        param: 'kind',
        legend: '類型',
        options: [NO_LIMIT_OPTION, ...BUSINESS_LIST_KINDS.map(({ id, name }) => option(id, name))],
      },
      {
        param: 'type',
        legend: '交易',
        options: BUSINESS_DEALS.map(({ id, name }) => option(id, name)),
      },
    ],
  },
];

/**
 * The list URL a tab's form leads to, without the empty values of 不限 and an empty keyword:
 * what the browser's own GET would send, tidied, once scripts run.
 */
export function searchUrl(tab: SearchTab, form: FormData): string {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return `${tab.action()}?${params}`;
}
