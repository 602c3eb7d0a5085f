import type { ListingCard } from '@591/api-client';

type Confirmable = Pick<ListingCard, 'type' | 'posterRoleName' | 'confirmation'>;

/** 仍在售 for a sale (type 2), 仍可租 for rentals and shop transfers. */
function stillWord(type: number): string {
  return type === 2 ? '仍在售' : '仍可租';
}

/** '今天' or '3 天前': how long ago something was confirmed. */
export function daysAgoText(daysAgo: number): string {
  return daysAgo === 0 ? '今天' : `${daysAgo} 天前`;
}

/**
 * '屋主 3 天前確認仍可租', or past two weeks the warning '屋主已 15 天未確認仍可租，可能已出租';
 * null for a listing with no poster to ask.
 */
export function confirmationText({ type, posterRoleName, confirmation }: Confirmable) {
  if (!confirmation) return null;
  const { daysAgo, stale } = confirmation;
  if (stale) {
    return `${posterRoleName}已 ${daysAgo} 天未確認${stillWord(type)}，可能已${type === 2 ? '售出' : '出租'}`;
  }
  return `${posterRoleName} ${daysAgoText(daysAgo)}確認${stillWord(type)}`;
}

const CSS = `
.confirmation{margin:6px 0 0;font-size:13px;color:#2e7d32}
.confirmation--stale{color:#8a4b00}
`;

/** The confirmation line of a card or detail page; a stale one reads as a warning. */
export function ConfirmationNote({ listing }: { listing: Confirmable }) {
  const text = confirmationText(listing);
  if (!text) return null;
  const stale = listing.confirmation?.stale;
  return (
    <p
      className={stale ? 'confirmation confirmation--stale' : 'confirmation'}
      data-testid="listing-confirmation"
      role={stale ? 'note' : undefined}
    >
      <style href="@591/ui/confirmation" precedence="default">
        {CSS}
      </style>
      {text}
    </p>
  );
}
