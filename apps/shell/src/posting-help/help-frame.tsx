import { STATIC_CUSTOMER_SERVICE } from '@591/config';
import type { ReactNode } from 'react';

const CSS = `
.help-page{max-width:960px;margin:0 auto;padding:24px 16px 48px;line-height:1.7}
.help-page h1{font-size:26px;margin:0 0 8px}
.help-page h2{font-size:19px;margin:28px 0 8px}
.help-page__lead{font-size:17px;color:#444;margin:0 0 16px}
.help-page__tabs{display:flex;gap:8px;margin:16px 0;padding:0;list-style:none;border-bottom:1px solid #e5e5e5}
.help-page__tabs a{display:block;padding:8px 16px;color:#333;text-decoration:none;border-bottom:3px solid transparent}
.help-page__tabs a[aria-current="page"]{color:#b35000;border-bottom-color:#ff8000;font-weight:bold}
.help-page__cta{display:inline-block;margin:8px 12px 0 0;padding:10px 24px;border-radius:4px;background:#b35000;color:#fff;font-weight:bold;text-decoration:none}
.help-page__cta:focus-visible,.help-page__tabs a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.help-page__service{margin:0;padding:16px;background:#f7f7f7;border-radius:6px}
.help-page__service dt{font-weight:bold}
.help-page__service dd{margin:0 0 8px}
`;

/** The frame of www's posting help pages (fees, image ads): heading, lead and what follows. */
export function HelpFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <article className="help-page">
      <style href="@591/shell/help-page" precedence="default">
        {CSS}
      </style>
      <h1>{title}</h1>
      <p className="help-page__lead">{lead}</p>
      {children}
    </article>
  );
}

/** Where a poster or advertiser asks about plans and payment. */
export function ServiceContact({ heading }: { heading: string }) {
  const { phone, email, selfService } = STATIC_CUSTOMER_SERVICE;
  return (
    <section aria-labelledby="help-service">
      <h2 id="help-service">{heading}</h2>
      <dl className="help-page__service">
        <dt>客服專線</dt>
        <dd>
          <a href={`tel:${phone.number}`}>{phone.number}</a>（{phone.hours}）
        </dd>
        <dt>電子郵件</dt>
        <dd>
          <a href={`mailto:${email.address}`}>{email.address}</a>（{email.reply}）
        </dd>
        <dt>自助服務</dt>
        <dd>{selfService.note}</dd>
      </dl>
    </section>
  );
}
