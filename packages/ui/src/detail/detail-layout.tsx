import { minWidthQuery } from '@591/config';
import type { ReactNode } from 'react';

const CSS = `
.detail{display:grid;grid-template-columns:minmax(0,1fr);grid-template-areas:"heading" "gallery" "price" "main" "contact" "after";gap:16px;max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.detail__heading{grid-area:heading}
.detail__gallery{grid-area:gallery}
.detail__aside{display:contents}
.detail__price{grid-area:price;display:grid;gap:12px;padding:16px;border:1px solid #e0e0e0;border-radius:8px;background:#fff}
.detail__contact{grid-area:contact}
.detail__main{grid-area:main;min-width:0}
.detail__after{grid-area:after;min-width:0}
@media ${minWidthQuery('md')}{
.detail{grid-template-columns:minmax(0,1fr) 340px;grid-template-areas:"heading aside" "gallery aside" "main aside" "after after";column-gap:32px;padding-top:24px}
.detail__aside{display:grid;gap:16px;grid-area:aside;align-self:start;position:sticky;top:16px;max-height:calc(100vh - 32px);overflow-y:auto}
.detail__price,.detail__contact{grid-area:auto}
}
`;

/**
 * A detail page's frame. Phones: one column, the price box right after the photos and the
 * contact card after the content. Wider screens: content on the left, and on the right the
 * price and contact boxes, which stay in view while the content scrolls (scrolling on their
 * own when the window is too short to show them whole).
 */
export function DetailLayout({
  heading,
  gallery,
  price,
  contact,
  children,
  after,
}: {
  heading: ReactNode;
  gallery: ReactNode;
  price: ReactNode;
  contact: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="detail">
      <style href="@591/ui/detail-layout" precedence="default">
        {CSS}
      </style>
      <div className="detail__heading">{heading}</div>
      <div className="detail__gallery">{gallery}</div>
      <div className="detail__aside">
        <div className="detail__price" data-testid="price-box">
          {price}
        </div>
        <div className="detail__contact">{contact}</div>
      </div>
      <div className="detail__main">{children}</div>
      {after && <div className="detail__after">{after}</div>}
    </div>
  );
}
