/**
 * The arithmetic of a Taiwanese mortgage: monthly payments during and after a grace period
 * (寬限期: interest only), by equal payments (本息平均攤還) or equal principal (本金平均攤還),
 * and the month-by-month schedule. Amounts are NT$; rates are yearly per cent, charged monthly.
 */

export type Repayment = 'equal-payment' | 'equal-principal';

export interface LoanTerms {
  /** NT$ borrowed. */
  principal: number;
  /** Yearly rate in per cent, e.g. 2 for 2%. */
  ratePercent: number;
  years: number;
  /** Years of interest only at the start, 0 to 5, less than `years`. */
  graceYears: number;
  repayment: Repayment;
}

export interface ScheduleRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this month's payment. */
  balance: number;
}

export interface LoanResult {
  /** The monthly payment during grace (interest only); null without grace. */
  graceMonthly: number | null;
  /** The (first) monthly payment once repayment starts. */
  firstMonthly: number;
  /** The last monthly payment: lower than the first for equal principal. */
  lastMonthly: number;
  totalInterest: number;
  totalPaid: number;
  schedule: ScheduleRow[];
}

/** The equal payment that repays `principal` over `months` at monthly rate `rate`. */
export function equalPayment(principal: number, rate: number, months: number): number {
  if (months <= 0) return principal;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/** The loan month by month, unrounded: the display rounds, the sums stay exact. */
export function loanSchedule(terms: LoanTerms): LoanResult {
  const months = Math.round(terms.years * 12);
  const graceMonths = Math.min(Math.round(terms.graceYears * 12), Math.max(0, months - 1));
  const rate = terms.ratePercent / 100 / 12;
  const repaying = months - graceMonths;
  const level = equalPayment(terms.principal, rate, repaying);
  const principalShare = terms.principal / repaying;
  const schedule: ScheduleRow[] = [];
  let balance = terms.principal;
  for (let month = 1; month <= months; month++) {
    const interest = balance * rate;
    let principal = 0;
    if (month > graceMonths) {
      principal = terms.repayment === 'equal-payment' ? level - interest : principalShare;
      // The last month clears what rounding left over.
      if (month === months) principal = balance;
    }
    balance = Math.max(0, balance - principal);
    schedule.push({ month, payment: principal + interest, principal, interest, balance });
  }
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  const firstRepaying = schedule[graceMonths]!;
  return {
    graceMonthly: graceMonths > 0 ? schedule[0]!.payment : null,
    firstMonthly: firstRepaying.payment,
    lastMonthly: schedule.at(-1)!.payment,
    totalInterest,
    totalPaid: terms.principal + totalInterest,
    schedule,
  };
}

/** Two loans paid side by side (新青安 up to its limit, the rest at the ordinary rate), as one. */
export function combinedLoans(parts: LoanResult[]): LoanResult {
  const [first, ...rest] = parts;
  if (!first) throw new Error('combinedLoans needs at least one loan');
  if (rest.length === 0) return first;
  const length = Math.max(...parts.map((part) => part.schedule.length));
  const schedule = Array.from({ length }, (_, index) => {
    const rows = parts.map((part) => part.schedule[index]);
    const sum = (key: keyof ScheduleRow) =>
      rows.reduce((total, row) => total + (row?.[key] ?? 0), 0);
    return {
      month: index + 1,
      payment: sum('payment'),
      principal: sum('principal'),
      interest: sum('interest'),
      balance: sum('balance'),
    };
  });
  const add = (pick: (part: LoanResult) => number | null) =>
    parts.reduce((total, part) => total + (pick(part) ?? 0), 0);
  const graced = parts.some((part) => part.graceMonthly !== null);
  return {
    graceMonthly: graced ? schedule[0]!.payment : null,
    firstMonthly: add((part) => part.firstMonthly),
    lastMonthly: schedule.at(-1)!.payment,
    totalInterest: add((part) => part.totalInterest),
    totalPaid: add((part) => part.totalPaid),
    schedule,
  };
}
