import { legalPageUrl, Z_INDEX_BASE } from '@591/config';
import { useId } from 'react';
import { BANNER_COPY } from './banner-copy.ts';

const CSS = `
.p591-push-banner{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:${Z_INDEX_BASE};display:flex;align-items:flex-start;gap:12px;width:min(480px,calc(100vw - 32px));padding:14px 8px 14px 16px;background:#fff;border-top:4px solid #ff8000;border-radius:8px;box-shadow:0 4px 20px rgba(0,0,0,.2);color:#222}
.p591-push-banner__text{flex:1}
.p591-push-banner__heading{margin:0 0 4px;font-size:15px;font-weight:700;line-height:1.4}
.p591-push-banner__heading a{color:#a04400}
.p591-push-banner__body{margin:0;font-size:14px;line-height:1.5;color:#555}
.p591-push-banner__close{flex:none;width:44px;height:44px;margin:-8px 0;border:0;background:none;font-size:24px;line-height:1;color:#555;cursor:pointer;border-radius:4px}
.p591-push-banner__close:hover{color:#222;background:#f4f4f4}
`;

/** The guide shown while the browser asks for notification permission. */
export function PushBanner({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const [before, policy, after] = BANNER_COPY.headingParts;
  return (
    <section className="p591-push-banner" aria-labelledby={headingId} data-push-banner="">
      <style href="@591/push/banner" precedence="default">
        {CSS}
      </style>
      <div className="p591-push-banner__text">
        <h2 id={headingId} className="p591-push-banner__heading">
          {before}
          <a href={legalPageUrl('privacy', 'web-push')} target="_blank" rel="noopener">
            {policy}
          </a>
          {after}
        </h2>
        <p className="p591-push-banner__body">{BANNER_COPY.body}</p>
      </div>
      <button
        type="button"
        className="p591-push-banner__close"
        aria-label={BANNER_COPY.close}
        onClick={onClose}
      >
        ×
      </button>
    </section>
  );
}
