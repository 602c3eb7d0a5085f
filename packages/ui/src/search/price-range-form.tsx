import type { FilterOption } from '@591/api-client';
import { useNavigate, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { type FormEvent, useId, useState } from 'react';
import { customRangeOf, parsePriceRange, type RangeKind } from './price-range.ts';

const CSS = `
.price-range{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:0;font-size:14px}
.price-range input{width:6.5em;min-height:32px;padding:2px 8px;border:1px solid #949494;border-radius:4px;font:inherit}
.price-range input[aria-invalid="true"]{border-color:#c62828}
.price-range button{min-height:32px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
.price-range__error{flex-basis:100%;margin:0;color:#c62828;font-size:13px}
`;

/**
 * A price range of the visitor's own (price=lower_upper) beside the offered bands: checked
 * here with a zh-TW reason, then searched. It shows the range in use when that is not a band.
 */
export function PriceRangeForm({
  bands,
  kind,
}: {
  bands: readonly FilterOption[];
  kind: RangeKind;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const custom = customRangeOf(params.get('price'), bands);
  const [error, setError] = useState<string | null>(null);
  const unitLabel = kind.unit === '元' ? '' : `（${kind.unit}）`;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = parsePriceRange(
      String(form.get('lower') ?? ''),
      String(form.get('upper') ?? ''),
      kind,
    );
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    void navigate(
      { search: `?${withParam(params, 'price', result.value)}` },
      { preventScrollReset: true },
    );
  };

  const field = (name: 'lower' | 'upper', label: string) => (
    <input
      name={name}
      inputMode="numeric"
      placeholder={label}
      aria-label={`${label}${kind.label}${unitLabel}`}
      defaultValue={custom?.[name] ?? ''}
      key={`${name}-${custom?.[name] ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );

  return (
    <form className="price-range" onSubmit={apply} noValidate aria-label={`自訂${kind.label}`}>
      <style href="@591/ui/price-range" precedence="default">
        {CSS}
      </style>
      <span>自訂</span>
      {field('lower', '最低')}
      <span aria-hidden="true">-</span>
      {field('upper', '最高')}
      <span>{kind.unit}</span>
      <button type="submit">套用</button>
      {error && (
        <p className="price-range__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
