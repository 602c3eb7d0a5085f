import { FieldMessage } from '../forms/field-message.tsx';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

/** A number with its unit (元, 坪, 樓); empty is "not filled in yet". */
export function NumberField({
  name,
  label,
  unit,
  value,
  onChange,
  error,
  min,
  max,
  step = 1,
}: {
  name: string;
  label: string;
  unit?: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string;
  min?: number;
  max?: number;
  step?: number;
}) {
  const id = `post-${name}`;
  return (
    <div className="mf__field">
      <label className="mf__label" htmlFor={id}>
        {label}
        {unit && <span className="post__unit">（{unit}）</span>}
      </label>
      <input
        id={id}
        name={name}
        className="mf__input"
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** One choice from a list that is too long for radios (縣市, 鄉鎮市區). */
export function SelectField({
  name,
  label,
  value,
  choices,
  onChange,
  error,
  placeholder,
}: {
  name: string;
  label: string;
  value: number | undefined;
  choices: Choice<number>[];
  onChange: (value: number | undefined) => void;
  error?: string;
  placeholder: string;
}) {
  const id = `post-${name}`;
  return (
    <div className="mf__field">
      <label className="mf__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="mf__input"
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** One choice of a few, as a radio group named by its legend. */
export function RadioField<T extends string | number>({
  name,
  legend,
  value,
  choices,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: T | undefined;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = `post-${name}`;
  return (
    <fieldset className="mf__field" aria-describedby={describedBy(id, error)}>
      <legend>{legend}</legend>
      <div className="mf__choices post__choices">
        {choices.map((choice) => (
          <label className="mf__choice" key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Any number of choices (特色, 租金包含), as checkboxes named by their legend. */
export function CheckboxField<T extends string>({
  name,
  legend,
  values,
  choices,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  values: T[] | undefined;
  choices: Choice<T>[];
  onChange: (values: T[]) => void;
  error?: string;
}) {
  const id = `post-${name}`;
  const chosen = new Set(values ?? []);
  return (
    <fieldset className="mf__field" aria-describedby={describedBy(id, error)}>
      <legend>{legend}</legend>
      <div className="mf__choices post__choices">
        {choices.map((choice) => (
          <label className="mf__check" key={choice.value}>
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              checked={chosen.has(choice.value)}
              onChange={(event) =>
                onChange(
                  choices
                    .map((item) => item.value)
                    .filter((value) =>
                      value === choice.value ? event.target.checked : chosen.has(value),
                    ),
                )
              }
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
