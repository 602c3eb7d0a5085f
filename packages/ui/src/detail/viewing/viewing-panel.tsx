import type { ListingDetail } from '@591/api-client';
import { lazy, Suspense, useId, useState } from 'react';
import { useHasStarted } from '../../forms/has-started.ts';

/** The form, its slots and its code step: a chunk of its own, loaded when a seeker opens it. */
const ViewingForm = lazy(() => import('./viewing-form.tsx'));

const CSS = `
.viewing-panel{padding:16px;border:1px solid #e0e0e0;border-radius:8px;background:#fff}
.viewing-panel__title{margin:0 0 6px;font-size:18px}
.viewing-panel__intro{margin:0 0 12px;color:#595959;font-size:14px}
.viewing-panel__open{width:100%;min-height:44px;border:1px solid #a04400;border-radius:6px;background:#fff;color:#8a3d00;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.viewing-panel__open:disabled{border-color:#8a8a8a;color:#6b6b6b;cursor:wait}
.viewing-panel__loading{margin:0;color:#595959;font-size:14px}
`;

/**
 * 預約看屋 on a listing its poster (a member) still shows: the server sends the heading and
 * one button, disabled until the page's code runs so an early click waits; the button loads
 * the form, which only then exists, so nothing can be typed into it before its code runs.
 */
export function ViewingPanel({
  listing,
}: {
  listing: Pick<ListingDetail, 'id' | 'status' | 'confirmation'>;
}) {
  const titleId = useId();
  const started = useHasStarted();
  const [open, setOpen] = useState(false);
  // A listing with no poster to ask or no longer shown takes no bookings.
  if (listing.confirmation === null || listing.status !== 'active') return null;
  return (
    <section className="viewing-panel" aria-labelledby={titleId} data-testid="viewing-panel">
      <style href="@591/ui/viewing-panel" precedence="default">
        {CSS}
      </style>
      <h2 className="viewing-panel__title" id={titleId}>
        預約看屋
      </h2>
      {open ? (
        <Suspense fallback={<p className="viewing-panel__loading">載入預約表單…</p>}>
          <ViewingForm listingId={listing.id} titleId={titleId} />
        </Suspense>
      ) : (
        <>
          <p className="viewing-panel__intro">選擇屋主開放的時段，以手機簡訊驗證後即可預約。</p>
          <button
            type="button"
            className="viewing-panel__open"
            disabled={!started}
            onClick={() => setOpen(true)}
          >
            查看可預約時段
          </button>
        </>
      )}
    </section>
  );
}
