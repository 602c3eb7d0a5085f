import { HEADER_HEIGHT_PX as HEADER_HEIGHT } from '@591/config';

export const CHANNEL_CSS = `
.h591__nav{flex:0 1 auto;min-width:0;height:100%}
.h591__channels{display:flex;align-items:center;height:100%}
.h591__channel-item{position:relative;display:flex;align-items:center;height:100%}
.h591__channel{position:relative;display:flex;align-items:center;height:100%;padding:0 2px 0 10px;font-size:15px;white-space:nowrap}
.h591__channel-item:not(:has(.h591__channel-toggle)) .h591__channel{padding-right:10px}
.h591__channel[aria-current="page"]{color:var(--h591-brand);font-weight:700}
.h591__channel[aria-current="page"]::after{content:"";position:absolute;left:10px;right:2px;bottom:-1px;height:3px;border-radius:2px 2px 0 0;background:var(--h591-brand)}
.h591__channel-item:not(:has(.h591__channel-toggle)) .h591__channel[aria-current="page"]::after{right:10px}
.h591__channel-toggle{display:grid;place-items:center;width:18px;height:28px;margin-right:4px;color:#767676;border-radius:4px}
.h591__channel-toggle::before,.h591__tool-button::after{content:"";width:6px;height:6px;border:solid currentColor;border-width:0 1.5px 1.5px 0;transform:translateY(-2px) rotate(45deg);transition:transform .15s}
.h591__channel-toggle[aria-expanded="true"]{color:var(--h591-brand)}
.h591__channel-toggle[aria-expanded="true"]::before,.h591__tool-button[aria-expanded="true"]::after{transform:translateY(1px) rotate(225deg)}
.h591__channel-item:hover .h591__channel{color:var(--h591-brand)}
.h591__mega{position:absolute;top:${HEADER_HEIGHT - 1}px;left:0;right:0;z-index:1;border-top:1px solid var(--h591-line);background:#fff;box-shadow:var(--h591-shadow)}
.h591__mega-inner{display:flex;flex-wrap:wrap;gap:24px 48px;max-width:1200px;margin:0 auto;padding:20px 16px 24px}
.h591__group{min-width:140px}
.h591__group-title{margin-bottom:8px;color:#333;font-weight:700}
.h591__group-note{margin:-4px 0 8px;color:var(--h591-brand-dark);font-size:12px}
.h591__group-links a,.h591__group-links button{display:block;padding:5px 0;color:#555;text-align:left}
.h591__group-links a:hover,.h591__group-links button:hover{color:var(--h591-brand)}
.h591__group[data-style="two-columns"] .h591__group-links{display:grid;grid-template-columns:repeat(2,minmax(96px,auto));column-gap:24px}
.h591__group[data-style="actions"]{max-width:240px}
.h591__group[data-style="actions"] .h591__group-links{display:flex;flex-direction:column;gap:8px}
.h591__group[data-style="actions"] .h591__group-links a{padding:7px 14px;border:1px solid var(--h591-brand);border-radius:18px;color:var(--h591-brand);text-align:center}
.h591__group[data-style="actions"] li:first-child a{background:var(--h591-brand);color:#fff}
.h591__group[data-style="actions"] li:first-child a:hover{background:var(--h591-brand-dark)}
`;
