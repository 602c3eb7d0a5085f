import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedLoans, type LoanTerms, loanSchedule } from '../mortgage-math.ts';

const terms = (changes: Partial<LoanTerms>): LoanTerms => ({
  principal: 10_000_000,
  ratePercent: 2,
  years: 30,
  graceYears: 0,
  repayment: 'equal-payment',
  ...changes,
});

describe('known cases', () => {
  it('1,000萬 at 2% over 30 years, equal payments: 36,962 a month', () => {
    const loan = loanSchedule(terms({}));
    expect(Math.round(loan.firstMonthly)).toBe(36_962);
    expect(loan.graceMonthly).toBeNull();
    expect(loan.schedule).toHaveLength(360);
  });

  it('800萬 at 1.775% over 40 years with 5 years’ grace: 11,833 during grace, 25,587 after', () => {
    const loan = loanSchedule(
      terms({ principal: 8_000_000, ratePercent: 1.775, years: 40, graceYears: 5 }),
    );
    expect(Math.round(loan.graceMonthly!)).toBe(11_833);
    expect(Math.round(loan.firstMonthly)).toBe(25_587);
    // Nothing is repaid during grace.
    expect(loan.schedule[59]!.balance).toBe(8_000_000);
  });

  it('equal principal repays the same principal every month, the payment falling', () => {
    const loan = loanSchedule(terms({ repayment: 'equal-principal' }));
    expect(loan.schedule[0]!.principal).toBeCloseTo(10_000_000 / 360, 6);
    expect(Math.round(loan.firstMonthly)).toBe(
      Math.round(10_000_000 / 360 + 10_000_000 * (0.02 / 12)),
    );
    expect(loan.lastMonthly).toBeLessThan(loan.firstMonthly);
  });

  it('a rate of 0 divides the loan evenly', () => {
    const loan = loanSchedule(terms({ ratePercent: 0, years: 20 }));
    expect(loan.firstMonthly).toBeCloseTo(10_000_000 / 240, 6);
    expect(loan.totalInterest).toBe(0);
  });
});

const anyTerms = fc.record({
  principal: fc.integer({ min: 100_000, max: 100_000_000 }),
  ratePercent: fc.double({ min: 0.5, max: 8, noNaN: true }),
  years: fc.constantFrom(20, 30, 40),
  graceYears: fc.integer({ min: 0, max: 5 }),
  repayment: fc.constantFrom('equal-payment' as const, 'equal-principal' as const),
});

describe('for any loan', () => {
  it('the schedule’s principal adds up to the loan, and the balance ends at 0', () => {
    fc.assert(
      fc.property(anyTerms, (loan) => {
        const { schedule } = loanSchedule(loan);
        const repaid = schedule.reduce((sum, row) => sum + row.principal, 0);
        expect(repaid).toBeCloseTo(loan.principal, 2);
        expect(schedule.at(-1)!.balance).toBeCloseTo(0, 2);
      }),
    );
  });

  it('equal principal pays less interest in total than equal payments', () => {
    fc.assert(
      fc.property(anyTerms, (loan) => {
        const payment = loanSchedule({ ...loan, repayment: 'equal-payment' });
        const principal = loanSchedule({ ...loan, repayment: 'equal-principal' });
        expect(principal.totalInterest).toBeLessThan(payment.totalInterest);
      }),
    );
  });

  it('what is paid is the loan and its interest', () => {
    fc.assert(
      fc.property(anyTerms, (loan) => {
        const result = loanSchedule(loan);
        const paid = result.schedule.reduce((sum, row) => sum + row.payment, 0);
        expect(paid).toBeCloseTo(result.totalPaid, 2);
      }),
    );
  });

  it('two loans side by side pay what each pays', () => {
    fc.assert(
      fc.property(anyTerms, anyTerms, (a, b) => {
        const both = combinedLoans([loanSchedule(a), loanSchedule({ ...b, years: a.years })]);
        const alone =
          loanSchedule(a).totalInterest + loanSchedule({ ...b, years: a.years }).totalInterest;
        expect(both.totalInterest).toBeCloseTo(alone, 2);
      }),
    );
  });
});
