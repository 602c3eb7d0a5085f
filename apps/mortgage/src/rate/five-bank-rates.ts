/**
 * 五大銀行新承做購屋貸款利率: the weighted average rate of new home loans made by 臺灣銀行,
 * 合作金庫, 第一銀行, 華南銀行 and 土地銀行 in a month, as the central bank publishes it. The site
 * keeps the figures it has read, each dated and with where it was read; add the newest month
 * from the bank's release (it comes out near the 25th of the month after).
 */

export interface RateSource {
  /** What the figure is, as its publisher names it. */
  title: string;
  /** The source in a word, for a table's cell. */
  label: string;
  /** Where it was read: the central bank's own table, or a report of its release. */
  url: string;
  /** The day it was published (YYYY-MM-DD), or its month when only that is known. */
  published: string;
}

export interface BankRate {
  /** The month the loans were made: YYYY-MM. */
  month: string;
  /** Percent a year, as published (three decimals from 2022 on, two before). */
  ratePercent: number;
  source: RateSource;
}

export const CENTRAL_BANK = {
  name: '中央銀行',
  url: 'https://www.cbc.gov.tw/',
  series: '本國五大銀行新承做放款金額及利率（購屋貸款）',
} as const;

/** Each December's figure, 2001-2024, from the bank's 金融統計月報 as tabulated by 政大. */
const YEARLY: RateSource = {
  title:
    '中央銀行《金融統計月報》五大銀行新承做購屋貸款利率（每年12月），國立政治大學台灣房地產研究中心整理',
  label: '央行金融統計月報（政大台灣房地產研究中心整理）',
  url: 'https://rer.nccu.edu.tw/article/detail/2210053263015',
  published: '2025-07-09',
};

const RELEASE_2025_10: RateSource = {
  title: '中央銀行公布2025年10月五大銀行新承做放款利率（聯合新聞網報導）',
  label: '央行新聞稿（聯合新聞網報導）',
  url: 'https://udn.com/news/story/7239/9155015',
  published: '2025-11-21',
};

const RELEASE_2025_12: RateSource = {
  title: '中央銀行公布2025年12月五大銀行新承做放款利率（聯合新聞網報導）',
  label: '央行新聞稿（聯合新聞網報導）',
  url: 'https://udn.com/news/story/7239/9282398',
  published: '2026-01',
};

const RELEASE_2026_01: RateSource = {
  title: '中央銀行公布2026年1月五大銀行新承做放款利率（聯合新聞網報導）',
  label: '央行新聞稿（聯合新聞網報導）',
  url: 'https://udn.com/news/story/7239/9344703',
  published: '2026-02-25',
};

const DECEMBERS: [year: number, ratePercent: number][] = [
  [2001, 5.99],
  [2002, 4.42],
  [2003, 3.04],
  [2004, 2.41],
  [2005, 2.29],
  [2006, 2.27],
  [2007, 2.46],
  [2008, 2.76],
  [2009, 1.81],
  [2010, 1.69],
  [2011, 1.84],
  [2012, 1.89],
  [2013, 1.95],
  [2014, 1.96],
  [2015, 1.96],
  [2016, 1.73],
  [2017, 1.65],
  [2018, 1.63],
  [2019, 1.62],
  [2020, 1.42],
  [2021, 1.35],
  [2022, 1.626],
  [2023, 2.079],
  [2024, 2.224],
];

/** Every figure the site keeps, oldest first. */
export const FIVE_BANK_RATES: readonly BankRate[] = [
  ...DECEMBERS.map(([year, ratePercent]) => ({
    month: `${year}-12`,
    ratePercent,
    source: YEARLY,
  })),
  { month: '2025-10', ratePercent: 2.313, source: RELEASE_2025_10 },
  { month: '2025-12', ratePercent: 2.298, source: RELEASE_2025_12 },
  { month: '2026-01', ratePercent: 2.327, source: RELEASE_2026_01 },
];

/** The year-end figures, one a year: the long view the chart draws. */
export function yearEndRates(rates: readonly BankRate[] = FIVE_BANK_RATES): BankRate[] {
  return rates.filter((rate) => rate.month.endsWith('-12'));
}

/** The newest figure kept. */
export function latestRate(rates: readonly BankRate[] = FIVE_BANK_RATES): BankRate {
  return rates.reduce((latest, rate) => (rate.month > latest.month ? rate : latest));
}

/** 2026-01 as 2026年1月. */
export function monthName(month: string): string {
  const [year, monthOfYear] = month.split('-').map(Number);
  return `${year}年${monthOfYear}月`;
}

/** A publication day as 2026年2月25日, or its month when only that is known. */
export function publishedName(published: string): string {
  const [year, month, day] = published.split('-').map(Number);
  return day ? `${year}年${month}月${day}日` : `${year}年${month}月`;
}
