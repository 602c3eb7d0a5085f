import { FieldMessage } from './field-message.tsx';

/** 1 先生, 2 小姐: the title the site greets the member with. */
export const SEX_CHOICES = [
  { value: 1, label: '先生' },
  { value: 2, label: '小姐' },
] as const;

/** The radio group 性別; arrow keys move between 先生 and 小姐, as in any radio group. */
export function SexField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (sex: number) => void;
  error?: string;
}) {
  return (
    <fieldset className="mf__field" aria-describedby={error ? 'mf-sex-error' : undefined}>
      <legend>性別</legend>
      <div className="mf__choices">
        {SEX_CHOICES.map((choice) => (
          <label className="mf__choice" key={choice.value}>
            <input
              type="radio"
              name="sex"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessage id="mf-sex-error" message={error} />
    </fieldset>
  );
}
