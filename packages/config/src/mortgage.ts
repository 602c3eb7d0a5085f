import { originOf } from './hosts.ts';
import { taiwanDate } from './taiwan-day.ts';

/**
 * 新青安 (青年安心成家購屋優惠貸款精進方案) as 財政部 announced it: up to 1,000萬 at the
 * scheme's rate, up to 40 years, up to 5 years' grace. The rate is the scheme's single-stage
 * floating rate after the central bank's March 2024 rise; banks quote it, and a member's own
 * loan may differ.
 */
export const YOUTH_LOAN = {
  name: '新青安',
  fullName: '青年安心成家購屋優惠貸款精進方案',
  limitWan: 1000,
  maxYears: 40,
  maxGraceYears: 5,
  ratePercent: 1.775,
  startsOn: '2023-08-01',
  endsOn: '2026-07-31',
  source: '財政部',
} as const;

/** Whether 新青安 still takes applications on `now`'s Taiwan day (its last day included). */
export function youthLoanOpen(now: Date): boolean {
  const today = taiwanDate(now);
  return today >= YOUTH_LOAN.startsOn && today <= YOUTH_LOAN.endsOn;
}

/** The calculator's choices: years, grace, repayment; and its defaults. */
export const LOAN_YEARS = [20, 30, 40] as const;
export const MAX_GRACE_YEARS = 5;
export const MORTGAGE_DEFAULTS = {
  priceWan: 1000,
  loanRatioPercent: 80,
  years: 30,
  /** An example rate for the form's first view: the visitor types their bank's. */
  ratePercent: 2.2,
  graceYears: 0,
} as const;

/** 房貸試算 with a listing's or project's price filled in (萬). */
export function mortgageCalculatorUrl(priceWan?: number, mortgageOrigin = originOf('mortgage')) {
  const query = priceWan ? `?price=${Math.round(priceWan)}` : '';
  return `${mortgageOrigin}/calculator${query}`;
}
