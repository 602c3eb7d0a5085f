import type { ReactNode } from 'react';

const CSS = `
.price-block{margin:0}
.price-block__label{margin:0;color:#555;font-size:14px}
.price-block__amount{margin:0;color:#c62828;font-size:32px;font-weight:700;line-height:1.2}
.price-block__unit{margin-left:4px;font-size:16px;font-weight:400}
.price-block__drop{margin:4px 0 0;color:#2e7d32;font-size:14px}
.price-block__details{margin-top:12px}
`;

/** The price a visitor first looks for: label, amount and unit, any drop, then its details. */
export function PriceBlock({
  label,
  amount,
  unit,
  drop,
  children,
}: {
  label: string;
  amount: string;
  unit: string;
  drop?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="price-block">
      <style href="@591/ui/price-block" precedence="default">
        {CSS}
      </style>
      <p className="price-block__label">{label}</p>
      <p className="price-block__amount" data-testid="detail-price">
        {amount}
        <span className="price-block__unit">{unit}</span>
      </p>
      {drop && <p className="price-block__drop">{drop}</p>}
      {children && <div className="price-block__details">{children}</div>}
    </div>
  );
}
