import type { ListingDetail } from '@591/api-client';
import { originOf } from '@591/config';
import { useId } from 'react';
import { MessageForm } from './message-form.tsx';

const CSS = `
.contact-card{padding:16px;border:1px solid #e0e0e0;border-radius:8px;background:#fff}
.contact-card__title{margin:0 0 8px;font-size:18px}
.contact-card__poster{display:flex;align-items:center;gap:8px;margin:0 0 4px;font-size:16px}
.contact-card__role{padding:0 8px;border-radius:4px;background:#f2f2f2;color:#444;font-size:13px}
.contact-card__id{margin:0 0 12px;color:#6b6b6b;font-size:14px}
.contact-card__report{margin:12px 0 0;font-size:14px;text-align:right}
.contact-card__report a{color:#595959}
`;

/**
 * Who posted the listing (屋主, 仲介 or 代理人, with a broker's licence number), its number, a
 * message form to them, and 檢舉.
 */
export function ContactCard({ listing }: { listing: Pick<ListingDetail, 'id' | 'poster'> }) {
  const titleId = useId();
  return (
    <section className="contact-card" aria-labelledby={titleId} data-testid="contact-card">
      <style href="@591/ui/contact-card" precedence="default">
        {CSS}
      </style>
      <h2 className="contact-card__title" id={titleId}>
        聯絡{listing.poster.roleName}
      </h2>
      <p className="contact-card__poster">
        <span className="contact-card__role">{listing.poster.roleName}</span>
        <span data-testid="poster-name">{listing.poster.name}</span>
      </p>
      {listing.poster.licence && (
        <p className="contact-card__id" data-testid="broker-licence">
          經紀人證號：{listing.poster.licence}
        </p>
      )}
      <p className="contact-card__id">物件編號：{listing.id}</p>
      <MessageForm listingId={listing.id} />
      {/* A page of the member site: reporting asks who reports, and tells them the outcome. */}
      <p className="contact-card__report">
        <a href={`${originOf('user')}/report?listingId=${listing.id}`}>檢舉此物件</a>
      </p>
    </section>
  );
}
