import type { MemberAlert } from '@591/api-client';
import { listingDetailUrl, viewingEventTitle } from '@591/config';

/**
 * A change to a 預約看屋, as its poster or its seeker is told: what happened, which listing
 * and when, the reason where one was given, and the way to the bookings.
 */
export function ViewingAlert({
  alert,
  viewing,
}: {
  alert: MemberAlert;
  viewing: NonNullable<MemberAlert['viewing']>;
}) {
  const { booking } = viewing;
  return (
    <li className="center-item center-item--plain" data-testid="alert-item">
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          {viewingEventTitle(viewing.event, booking.role)}：{booking.when}
        </p>
        <p className="center-item__line">
          <a href={listingDetailUrl(booking.listing)}>{booking.listing.title}</a>
          {booking.role === 'poster' && `・${booking.name} ${booking.mobile}`}
        </p>
        {booking.reason && <p className="center-item__line">原因：{booking.reason}</p>}
        <p className="center-item__line">
          <a href="/center/viewings">看預約看屋</a>
        </p>
      </div>
    </li>
  );
}
