import { TrendChart } from '@591/chart';
import {
  formatThousands,
  LOAN_YEARS,
  MAX_GRACE_YEARS,
  minWidthQuery,
  YOUTH_LOAN,
} from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { useTypedBeforeStart } from '@591/ui';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type CalculatedLoan,
  type CalculatorField,
  type CalculatorForm,
  calculate,
  formOf,
  queryOf,
} from '../calculator/calculator-query.ts';
import { loanTrend } from '../calculator/loan-chart.ts';
import { yearlyRows } from '../calculator/yearly.ts';

const CSS = `
.calculator{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.calculator h1{margin:0 0 4px;font-size:24px}
.calculator__intro{margin:0 0 16px;color:#555}
.calculator__layout{display:grid;gap:24px}
.calc-form{display:grid;gap:14px;align-content:start}
.calc-form__field{display:grid;gap:4px}
.calc-form label,.calc-form legend{font-size:15px;color:#333}
.calc-form input[type=text],.calc-form select{width:100%;min-height:44px;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;background:#fff}
.calc-form fieldset{margin:0;padding:0;border:0;display:flex;flex-wrap:wrap;gap:4px 16px}
.calc-form fieldset label{display:inline-flex;align-items:center;gap:6px;min-height:44px}
.calc-form [aria-invalid="true"]{border-color:#c62828}
.calc-form__error{margin:0;color:#c62828;font-size:14px}
.calc-form__hint{margin:0;color:#666;font-size:13px}
.calc-form button{min-height:44px;border:0;border-radius:6px;background:#a04400;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.calc-result{display:grid;gap:16px;align-content:start}
.calc-result__figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:8px;margin:0;padding:0;list-style:none}
.calc-result__figures li{padding:12px 14px;border-radius:8px;background:#faf6f2}
.calc-result__figures span{display:block;color:#555;font-size:14px}
.calc-result__figures strong{font-size:22px;color:#8a3d00}
.calc-result__loan{margin:0;color:#555}
.calc-table{overflow-x:auto}
.calc-table table{width:100%;border-collapse:collapse;font-size:14px}
.calc-table caption{text-align:left;padding:0 0 8px;color:#555}
.calc-table th,.calc-table td{padding:6px 10px;border-top:1px solid #eee;text-align:right;white-space:nowrap}
.calc-table th:first-child,.calc-table td:first-child{text-align:left}
.calc-result a{color:#8f4000}
@media ${minWidthQuery('lg')}{.calculator__layout{grid-template-columns:minmax(0,1fr) minmax(0,2fr)}}
`;

const money = (value: number) => formatThousands(Math.round(value));

/**
 * 房貸試算: price, loan ratio, years, rate, grace and repayment (and 新青安 up to its limit);
 * the monthly payment before and after grace, the interest, and the schedule by year or month.
 * The form is a GET form the server answers without any script; with one, the figures follow
 * each keystroke and the address keeps them.
 */
export function Component() {
  const [params] = useSearchParams();
  const [form, setForm] = useState<CalculatorForm>(() => formOf(params));
  const monthly = params.get('schedule') === 'monthly';
  const calculation = useMemo(() => calculate(form), [form]);
  const formElement = useRef<HTMLFormElement>(null);
  // The address keeps the figures the visitor entered (typed before the page's script ran,
  // too), for a reload or a link, without a navigation; an untouched form leaves it as it is.
  const entered = useRef(false);
  useEffect(() => {
    if (!entered.current) return;
    const query = queryOf(form);
    if (monthly) query.set('schedule', 'monthly');
    window.history.replaceState(window.history.state, '', `?${query}`);
  }, [form, monthly]);
  const change = (next: CalculatorForm) => {
    entered.current = true;
    setForm(next);
  };
  useTypedBeforeStart(formElement, (name, value) => {
    // A field the page opened with as it is (a select, after an in-app link) is not entered.
    const shown = name === 'youth' ? form.youth : form[name as keyof CalculatorForm];
    const typed = name === 'youth' ? value === true : String(value);
    if (!(name in form) || typed === shown) return;
    entered.current = true;
    setForm((current) => ({ ...current, [name]: typed }));
  });
  return (
    <div className="calculator">
      <style href="@591/mortgage/calculator" precedence="default">
        {CSS}
      </style>
      <h1>房貸試算</h1>
      <p className="calculator__intro">
        輸入房屋總價、貸款成數、年限與利率，試算每月應繳金額、寬限期前後的月付與總利息。試算結果僅供參考，實際以銀行核貸條件為準。
      </p>
      <div className="calculator__layout">
        <CalculatorFormView
          formRef={formElement}
          form={form}
          errors={calculation.errors}
          onChange={change}
        />
        <section className="calc-result" aria-labelledby="result-title" aria-live="polite">
          <h2 id="result-title">試算結果</h2>
          {calculation.result ? (
            <LoanFigures loan={calculation.result} form={form} monthly={monthly} />
          ) : (
            <p role="status">請先修正左方標示的欄位。</p>
          )}
        </section>
      </div>
    </div>
  );
}

function CalculatorFormView({
  formRef,
  form,
  errors,
  onChange,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  form: CalculatorForm;
  errors: Partial<Record<CalculatorField, string>>;
  onChange: (form: CalculatorForm) => void;
}) {
  const id = useId();
  const text = (field: CalculatorField, label: string, hint?: string) => (
    <div className="calc-form__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        name={field}
        inputMode="decimal"
        value={form[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => onChange({ ...form, [field]: event.target.value })}
      />
      {hint && <p className="calc-form__hint">{hint}</p>}
      {errors[field] && (
        <p className="calc-form__error" id={`${id}-${field}-error`}>
          {errors[field]}
        </p>
      )}
    </div>
  );
  const select = (field: 'years' | 'grace', label: string, choices: readonly number[]) => (
    <div className="calc-form__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        name={field}
        value={form[field]}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(event) => onChange({ ...form, [field]: event.target.value })}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice} 年
          </option>
        ))}
      </select>
      {errors[field] && <p className="calc-form__error">{errors[field]}</p>}
    </div>
  );
  return (
    <form
      ref={formRef}
      className="calc-form"
      method="get"
      action="/calculator"
      aria-label="房貸條件"
    >
      {text('price', '房屋總價（萬）')}
      {text('ratio', '貸款成數（%）', '自備款 = 總價 ×（100% − 成數）')}
      {select('years', '貸款年限', LOAN_YEARS)}
      {text('rate', '貸款利率（年利率 %）', '請填入銀行核貸的利率')}
      {select(
        'grace',
        '寬限期（只繳利息）',
        Array.from({ length: MAX_GRACE_YEARS + 1 }, (_, year) => year),
      )}
      <fieldset>
        <legend>還款方式</legend>
        {(
          [
            ['equal-payment', '本息平均攤還'],
            ['equal-principal', '本金平均攤還'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="repayment"
              value={value}
              checked={form.repayment === value}
              onChange={() => onChange({ ...form, repayment: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>優惠貸款</legend>
        <label>
          <input
            type="checkbox"
            name="youth"
            value="1"
            checked={form.youth}
            onChange={(event) => onChange({ ...form, youth: event.target.checked })}
          />
          使用{YOUTH_LOAN.name}（{formatThousands(YOUTH_LOAN.limitWan)}萬以內適用優惠利率）
        </label>
      </fieldset>
      {form.youth && text('youthRate', `${YOUTH_LOAN.name}利率（%）`)}
      <button type="submit">試算</button>
    </form>
  );
}

function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <li data-testid={testId}>
      <span>{label}</span>
      <strong>{children}</strong>
    </li>
  );
}

function LoanFigures({
  loan,
  form,
  monthly,
}: {
  loan: CalculatedLoan;
  form: CalculatorForm;
  monthly: boolean;
}) {
  const years = useMemo(() => yearlyRows(loan.schedule), [loan.schedule]);
  const trend = useMemo(() => loanTrend(years), [years]);
  const equalPrincipal = form.repayment === 'equal-principal';
  const scheduleQuery = queryOf(form);
  if (!monthly) scheduleQuery.set('schedule', 'monthly');
  return (
    <>
      <p className="calc-result__loan">
        貸款金額 {money(loan.loan / 10_000)} 萬
        {loan.youthPart > 0 &&
          `，其中${YOUTH_LOAN.name} ${money(loan.youthPart / 10_000)} 萬（利率 ${form.youthRate}%）${
            loan.loan > loan.youthPart
              ? `、一般房貸 ${money((loan.loan - loan.youthPart) / 10_000)} 萬（利率 ${form.rate}%）`
              : ''
          }`}
      </p>
      <ul className="calc-result__figures">
        {loan.graceMonthly !== null && (
          <Figure label="寬限期內每月（只繳利息）" testId="grace-monthly">
            {money(loan.graceMonthly)} 元
          </Figure>
        )}
        <Figure
          label={`${loan.graceMonthly !== null ? '寬限期後' : ''}${equalPrincipal ? '首月' : '每月'}應繳`}
          testId="monthly"
        >
          {money(loan.firstMonthly)} 元
        </Figure>
        {equalPrincipal && <Figure label="末月應繳">{money(loan.lastMonthly)} 元</Figure>}
        <Figure label="總利息" testId="total-interest">
          {money(loan.totalInterest)} 元
        </Figure>
        <Figure label="本息合計">{money(loan.totalPaid)} 元</Figure>
      </ul>
      <TrendChart trend={trend} label="每年償還本金與利息（萬元）" />
      <div className="calc-table">
        <table>
          <caption>每年還款明細</caption>
          <thead>
            <tr>
              <th scope="col">年度</th>
              <th scope="col">本金（元）</th>
              <th scope="col">利息（元）</th>
              <th scope="col">年底餘額（元）</th>
            </tr>
          </thead>
          <tbody>
            {years.map((row) => (
              <tr key={row.year}>
                <td>第 {row.year} 年</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link to={`?${scheduleQuery}`} preventScrollReset>
        {monthly ? '收起逐月明細' : '看逐月明細'}
      </Link>
      {monthly && (
        <div className="calc-table">
          <table data-testid="monthly-schedule">
            <caption>逐月還款明細</caption>
            <thead>
              <tr>
                <th scope="col">期數</th>
                <th scope="col">應繳（元）</th>
                <th scope="col">本金（元）</th>
                <th scope="col">利息（元）</th>
                <th scope="col">餘額（元）</th>
              </tr>
            </thead>
            <tbody>
              {loan.schedule.map((row) => (
                <tr key={row.month}>
                  <td>{row.month}</td>
                  <td>{money(row.payment)}</td>
                  <td>{money(row.principal)}</td>
                  <td>{money(row.interest)}</td>
                  <td>{money(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
