import {
  changeListingStatus,
  confirmListing,
  editListing,
  type FormResult,
  type ListingCard,
  type ListingStatus,
} from '@591/api-client';
import { FINAL_LISTING_STATUSES } from '@591/config';
import { useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';
import { EditButton } from './edit-button.tsx';

/** 已出租 for rentals and shop transfers, 已售出 for sales. */
export function closedName(listing: Pick<ListingCard, 'type'>): string {
  return listing.type === 2 ? '已售出' : '已出租';
}

/**
 * What a poster does with a published listing besides its price: edit it, confirm it is still
 * available (fresh in search again), pause or resume it, or mark it rented or sold, which
 * takes it out of search for good and so is asked twice.
 */
export function StatusActions({
  listing,
  onChanged,
}: {
  listing: ListingCard;
  /** Called with what to announce once the API took the change. */
  onChanged: (announcement: string) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [askingToClose, setAskingToClose] = useState(false);
  const closed = closedName(listing);
  const still = listing.type === 2 ? '確認仍在售' : '確認仍可租';
  const errorId = `status-${listing.id}-error`;

  const act = async (
    call: () => Promise<FormResult<unknown>>,
    announcement: string,
  ): Promise<void> => {
    setPending(true);
    const result = await call();
    setPending(false);
    setAskingToClose(false);
    setError(result.ok ? undefined : result.message);
    if (result.ok) onChanged(announcement);
  };
  const setStatus = (status: ListingStatus, done: string) =>
    act(() => changeListingStatus(listing.id, status), `「${listing.title}」${done}`);

  if (FINAL_LISTING_STATUSES.includes(listing.status)) return null;
  const button = (label: string, onClick: () => void, name = label) => (
    <button
      type="button"
      className="center-button"
      disabled={pending}
      onClick={onClick}
      aria-label={`${name}：${listing.title}`}
    >
      {label}
    </button>
  );
  return (
    <div className="center-status" aria-describedby={error ? errorId : undefined}>
      {askingToClose ? (
        <fieldset
          className="center-status__ask"
          // The question replaces the button that asked it: focus moves to its answer.
          ref={(node) => node?.querySelector('button')?.focus()}
        >
          <legend>標示為{closed}後，物件會立即從搜尋中移除，且無法恢復刊登。</legend>
          {button('確定', () => void setStatus('closed', `已標示為${closed}`), `確定標示${closed}`)}
          {button('取消', () => setAskingToClose(false), `取消標示${closed}`)}
        </fieldset>
      ) : (
        <>
          <EditButton
            name={listing.title}
            errorId={`edit-${listing.id}-error`}
            startEdit={() => editListing(listing.id)}
            draftPath={(draftId) => `/post/${draftId}`}
          />
          {listing.status === 'active' &&
            button(
              still,
              () =>
                void act(
                  () => confirmListing(listing.id),
                  `已確認「${listing.title}」${still.slice(2)}`,
                ),
            )}
          {listing.status === 'active'
            ? button('暫停刊登', () => void setStatus('paused', '已暫停刊登'))
            : button('恢復刊登', () => void setStatus('active', '已恢復刊登'))}
          {button(`標示${closed}`, () => setAskingToClose(true))}
        </>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
