import { changeListingPrice, type ListingCard } from '@591/api-client';
import { useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';

/** 調整價格 on one of the member's listings: a lower price shows on its card as 降價. */
export function PriceEditor({
  listing,
  onChanged,
}: {
  listing: ListingCard;
  onChanged: () => void;
}) {
  const [price, setPrice] = useState(String(listing.price));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const inputId = `price-${listing.id}`;
  const save = async () => {
    setPending(true);
    const result = await changeListingPrice(listing.id, Number(price));
    setPending(false);
    setError(result.ok ? undefined : result.message);
    if (result.ok) onChanged();
  };
  return (
    <form
      className="center-price"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={inputId}>新價格（{listing.priceUnit}）</label>
      <input
        id={inputId}
        className="mf__input"
        type="number"
        inputMode="numeric"
        min={1}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <button
        type="submit"
        className="center-button"
        disabled={pending}
        aria-label={`更新價格：${listing.title}`}
      >
        更新價格
      </button>
      <FieldMessage id={`${inputId}-error`} message={error} />
    </form>
  );
}
