import type { ScheduleRow } from './mortgage-math.ts';

export interface YearRow {
  year: number;
  principal: number;
  interest: number;
  /** Owed at the year's end. */
  balance: number;
}

/** The schedule year by year: what a buyer reads before the months. */
export function yearlyRows(schedule: ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    const current = years[year - 1] ?? { year, principal: 0, interest: 0, balance: 0 };
    current.principal += row.principal;
    current.interest += row.interest;
    current.balance = row.balance;
    years[year - 1] = current;
  }
  return years;
}
