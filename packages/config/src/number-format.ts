/** Plain digits for any finite number: String() switches to exponents below 1e-6 and from 1e21. */
function plainDigits(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * 1234567.5 -> '1,234,567.5'. Only the whole part is grouped; the fraction keeps the digits the
 * number has. NaN and infinities give '' so a broken value never reaches the page as 'NaN'.
 */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole = '', fraction] = plainDigits(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** How far `value` is above (+) or below (−) `reference`, in whole per cent: 議價空間, 租金行情. */
export function percentFrom(value: number, reference: number): number {
  return Math.round(((value - reference) / reference) * 100);
}
