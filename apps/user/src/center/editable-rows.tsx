import type { ReactNode } from 'react';

/**
 * A list the member edits row by row (times, dates): each row's controls and 刪除, then a
 * button adding `blank`. Rows have no identity but their place, so they are keyed by it.
 */
export function EditableRows<Row>({
  legend,
  rows,
  blank,
  addLabel,
  onChange,
  renderRow,
  invalid,
  error,
  testId,
}: {
  legend: string;
  rows: readonly Row[];
  blank: Row;
  addLabel: string;
  onChange: (rows: Row[]) => void;
  /** The row's controls; `set` replaces the row. */
  renderRow: (row: Row, set: (row: Row) => void) => ReactNode;
  invalid: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  error: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset {...invalid}>
      <legend>{legend}</legend>
      {rows.map((row, index) => (
        <div key={index} className="center-viewing__row" data-testid={testId}>
          {renderRow(row, (next) => onChange(rows.map((each, at) => (at === index ? next : each))))}
          <button
            type="button"
            className="center-button"
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            刪除
          </button>
        </div>
      ))}
      <button type="button" className="center-button" onClick={() => onChange([...rows, blank])}>
        {addLabel}
      </button>
      {error}
    </fieldset>
  );
}
