import { LOAN_YEARS, MAX_GRACE_YEARS, MORTGAGE_DEFAULTS, YOUTH_LOAN } from '@591/config';
import { combinedLoans, type LoanResult, loanSchedule, type Repayment } from './mortgage-math.ts';

/** The form's fields as the URL (and the form) carry them. */
export interface CalculatorForm {
  price: string;
  ratio: string;
  years: string;
  rate: string;
  grace: string;
  repayment: Repayment;
  /** 新青安: up to its limit at its rate, the rest at `rate`. */
  youth: boolean;
  youthRate: string;
}

export type CalculatorField = Exclude<keyof CalculatorForm, 'repayment' | 'youth'>;

export interface Calculation {
  form: CalculatorForm;
  /** What is wrong with the fields, in the visitor's words, by field. */
  errors: Partial<Record<CalculatorField, string>>;
  /** Null while a field is wrong. */
  result: CalculatedLoan | null;
}

export interface CalculatedLoan extends LoanResult {
  /** NT$ borrowed, and the part at 新青安's rate. */
  loan: number;
  youthPart: number;
}

export function formOf(params: URLSearchParams): CalculatorForm {
  const text = (name: string, fallback: string | number) =>
    (params.get(name) ?? String(fallback)).trim();
  return {
    price: text('price', MORTGAGE_DEFAULTS.priceWan),
    ratio: text('ratio', MORTGAGE_DEFAULTS.loanRatioPercent),
    years: text('years', MORTGAGE_DEFAULTS.years),
    rate: text('rate', MORTGAGE_DEFAULTS.ratePercent),
    grace: text('grace', MORTGAGE_DEFAULTS.graceYears),
    repayment: params.get('repayment') === 'equal-principal' ? 'equal-principal' : 'equal-payment',
    youth: params.get('youth') === '1',
    youthRate: text('youthRate', YOUTH_LOAN.ratePercent),
  };
}

/** The form as a URL query: what a shared or reloaded page calculates again. */
export function queryOf(form: CalculatorForm): URLSearchParams {
  const query = new URLSearchParams({
    price: form.price,
    ratio: form.ratio,
    years: form.years,
    rate: form.rate,
    grace: form.grace,
    repayment: form.repayment,
  });
  if (form.youth) {
    query.set('youth', '1');
    query.set('youthRate', form.youthRate);
  }
  return query;
}

const numberIn = (text: string, min: number, max: number) => {
  const value = Number(text.replaceAll(',', ''));
  return text !== '' && Number.isFinite(value) && value >= min && value <= max ? value : null;
};

/** Checks the fields and, when they hold, works the loan out. */
export function calculate(form: CalculatorForm): Calculation {
  const errors: Calculation['errors'] = {};
  const price = numberIn(form.price, 1, 1_000_000);
  if (price === null) errors.price = '請填寫房屋總價（1 至 1,000,000 萬）';
  const ratio = numberIn(form.ratio, 1, 100);
  if (ratio === null) errors.ratio = '貸款成數請填 1 至 100（%）';
  const years = numberIn(form.years, 1, 40);
  if (years === null || !LOAN_YEARS.includes(years as (typeof LOAN_YEARS)[number])) {
    errors.years = `貸款年限請選 ${LOAN_YEARS.join('、')} 年`;
  }
  const rate = numberIn(form.rate, 0, 20);
  if (rate === null) errors.rate = '利率請填 0 至 20（%）';
  const grace = numberIn(form.grace, 0, MAX_GRACE_YEARS);
  if (grace === null || !Number.isInteger(grace)) {
    errors.grace = `寬限期請選 0 至 ${MAX_GRACE_YEARS} 年`;
  }
  const youthRate = form.youth ? numberIn(form.youthRate, 0, 20) : 0;
  if (youthRate === null) errors.youthRate = '新青安利率請填 0 至 20（%）';
  if (Object.keys(errors).length > 0) return { form, errors, result: null };

  const loan = Math.round(price! * 10_000 * (ratio! / 100));
  const youthPart = form.youth ? Math.min(loan, YOUTH_LOAN.limitWan * 10_000) : 0;
  const shared = { years: years!, graceYears: grace!, repayment: form.repayment };
  const parts = [
    ...(youthPart > 0
      ? [loanSchedule({ ...shared, principal: youthPart, ratePercent: youthRate! })]
      : []),
    ...(loan - youthPart > 0
      ? [loanSchedule({ ...shared, principal: loan - youthPart, ratePercent: rate! })]
      : []),
  ];
  return { form, errors, result: { ...combinedLoans(parts), loan, youthPart } };
}
