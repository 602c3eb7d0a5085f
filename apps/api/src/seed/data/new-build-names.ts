/** Splits a space-separated list: keeps long word pools on a few readable lines. */
const words = (list: string) => list.split(' ');

/**
 * The seed's developers. A project's name leads with its developer's brand, the first two
 * characters (築鼎建設 builds 築鼎…): the companies are made up, as their projects are.
 */
export const NEW_BUILD_DEVELOPERS = words(
  '築鼎建設 鴻璽建設 匯揚建設 晴耕建設 興築開發 璞玥建設 昇岳建設 宏禧建設 富御建設 佳泓建設 ' +
    '德謙投資建設 冠懋建設 和築開發 泰碩建設 聯璟建設 順禾建設 遠晴投資建設 華樺建設 ' +
    '清麟建設 尚拓建設 新磐建設 耘非建設 崇苑開發 銘鈞建設',
);

export const NEW_BUILD_CONSTRUCTORS = words(
  '冠鈞營造 鼎峰營造 昱泰營造 和鑫營造 協成營造 嘉泰營造 聯鋐營造 富宇營造 ' +
    '長鴻營造 建國營造 宏舜營造 瑞助營造',
);

export const NEW_BUILD_SALES_AGENTS = words(
  '宏上企劃 海揚廣告 創意家企劃 晴天廣告行銷 築夢行銷 大碩廣告 甲聯企劃 ' +
    '新境界廣告 遠見行銷企劃 鼎群廣告',
);

/** Given names for 建築師事務所, after a surname of the seed's (phrases.ts). */
export const ARCHITECT_GIVEN_NAMES = words(
  '俊宏 志明 文彬 建中 永昌 家豪 明德 宗翰 立群 國華 崇恩 維哲',
);

/** What follows a place's stem in a project's name: 築鼎大安璽悅. */
export const NEW_BUILD_SUFFIXES = words(
  '璽悅 天匯 森林 御璽 大院 美術館 1號院 之心 首璽 莊園 學苑 綻 上城 雲極 ' +
    '晴空 悅讀 花園城 時代 ONE 峰景 琢白 青田',
);

/** 車位規劃 by building: towers park below ground, houses in their own garage. */
export const TOWER_PARKING_PLANS = words('坡道平面 坡道平面 坡道機械 升降平面 升降機械');
export const HOUSE_PARKING_PLANS = words('自家車庫 一樓平面');

export const OFFICE_HOURS = words('10:00-19:00 10:00-20:00 09:30-18:30 10:30-19:30');
