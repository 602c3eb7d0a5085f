/**
 * The group's other brands, for the footer's sister sites and for identity: the renovation
 * brand (bu 100) shares the one-id service with this site.
 */
export const SISTER_BRANDS = {
  renovation: { name: '100室內設計', domain: '100.com.tw' },
  car: { name: '8891汽車交易網', domain: '8891.com.tw' },
  jobs: { name: '518熊班', domain: '518.com.tw' },
  gameTrade: { name: '8591寶物交易網', domain: '8591.com.tw' },
  partTime: { name: '小雞上工', domain: 'chickpt.com.tw' },
  tasks: { name: 'Tasker出任務', domain: 'tasker.com.tw' },
} as const;

export type SisterBrandId = keyof typeof SISTER_BRANDS;

export interface SisterApp {
  id: string;
  name: string;
  /** The brand behind the app; absent for this site's own apps. */
  brand?: SisterBrandId;
}

/** The header's app-download menu, this site's apps first. */
export const SISTER_APPS: readonly SisterApp[] = [
  { id: '591-house', name: '591房屋交易' },
  { id: '591-newhouse', name: '591新建案' },
  { id: '100-design', name: '100室內設計', brand: 'renovation' },
  { id: '8891-used-car', name: '8891中古車', brand: 'car' },
  { id: '8891-new-car', name: '8891新車', brand: 'car' },
  { id: '8891-motorcycle', name: '8891機車', brand: 'car' },
  { id: '518-jobs', name: '518熊班', brand: 'jobs' },
  { id: '518-employer', name: '518熊班企業版', brand: 'jobs' },
  { id: '8591-trade', name: '8591寶物交易', brand: 'gameTrade' },
  { id: 'chickpt', name: '小雞上工', brand: 'partTime' },
  { id: 'tasker', name: 'Tasker出任務', brand: 'tasks' },
];
