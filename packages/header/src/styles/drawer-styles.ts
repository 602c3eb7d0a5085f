import { BREAKPOINTS, HEADER_HEIGHT_PX as HEADER_HEIGHT } from '@591/config';
import { BELOW_MD } from './breakpoints.ts';

/**
 * Below the md breakpoint the channels and menus move into a drawer under the bar; channel
 * dropdowns stay desktop-only and the menus unfold in place. Between md and 1200 px the bar
 * tightens in two steps so all ten channels and the menus still fit on one line.
 */
export const DRAWER_CSS = `
@media (max-width:1199.98px){
.h591__bar{gap:8px;padding:0 12px}
.h591__channel{padding-left:7px;font-size:14px}
.h591__channel-item:not(:has(.h591__channel-toggle)) .h591__channel{padding-right:7px}
.h591__channel-toggle{width:14px;margin-right:1px}
.h591__tool-button{padding:0 6px;font-size:13px}
.h591__tool--post .h591__tool-button{padding:0 10px;margin-right:2px}
.h591__auth-link{padding:6px 5px;font-size:13px}
}
@media (min-width:${BREAKPOINTS.md}px) and (max-width:959.98px){
.h591__bar{gap:4px;padding:0 8px}
.h591__drawer{gap:4px}
.h591__channel{padding-left:5px;font-size:13px}
.h591__channel-item:not(:has(.h591__channel-toggle)) .h591__channel{padding-right:5px}
.h591__channel-toggle{width:12px}
.h591__tool-button{gap:4px;padding:0 4px;font-size:12px}
.h591__tool--post .h591__tool-button{padding:0 8px}
.h591__auth{padding-left:2px}
.h591__auth-link{padding:6px 3px;font-size:12px}
}
@media ${BELOW_MD}{
.h591__drawer-toggle{display:flex;align-items:center;gap:6px;height:36px;margin-left:auto;padding:0 12px;border:1px solid var(--h591-line);border-radius:18px}
.h591__burger,.h591__burger::before,.h591__burger::after{display:block;width:16px;height:2px;border-radius:1px;background:currentColor;transition:transform .15s}
.h591__burger{position:relative}
.h591__burger::before,.h591__burger::after{content:"";position:absolute;left:0}
.h591__burger::before{top:-5px}
.h591__burger::after{top:5px}
.h591__drawer-toggle[aria-expanded="true"] .h591__burger{background:transparent}
.h591__drawer-toggle[aria-expanded="true"] .h591__burger::before{transform:translateY(5px) rotate(45deg)}
.h591__drawer-toggle[aria-expanded="true"] .h591__burger::after{transform:translateY(-5px) rotate(-45deg)}
.h591__drawer{display:none}
.h591__drawer[data-open]{position:fixed;top:${HEADER_HEIGHT}px;left:0;right:0;bottom:0;display:flex;flex-direction:column;align-items:stretch;justify-content:flex-start;gap:16px;height:auto;padding:16px 16px 40px;overflow-y:auto;overscroll-behavior:contain;background:#fff}
.h591__nav{flex:none;height:auto}
.h591__channels{display:grid;grid-template-columns:repeat(5,1fr);gap:8px;height:auto}
.h591__channel-item{height:auto}
.h591__channel,.h591__channel-item:not(:has(.h591__channel-toggle)) .h591__channel{justify-content:center;width:100%;height:44px;padding:0;border-radius:8px;background:#f6f6f6;font-size:14px}
.h591__channel[aria-current="page"]{background:var(--h591-brand-soft)}
.h591__channel[aria-current="page"]::after{display:none}
.h591__channel-toggle,.h591__mega{display:none!important}
.h591__tools{flex-direction:column;align-items:stretch;gap:0;height:auto;border-top:1px solid var(--h591-line)}
.h591__tool{flex-direction:column;align-items:stretch;height:auto;border-bottom:1px solid var(--h591-line)}
.h591__tool-button,.h591__tool--post .h591__tool-button{justify-content:space-between;height:48px;margin:0;padding:0 4px;border-radius:0;background:none;color:var(--h591-ink);font-size:15px}
.h591__tool--post .h591__tool-button:hover,.h591__tool--post .h591__tool-button[aria-expanded="true"]{background:none;color:var(--h591-brand)}
.h591__tool-panel,.h591__tool--help .h591__tool-panel,.h591__tool--apps .h591__tool-panel{position:static;width:auto;min-width:0;padding:0 4px 16px;border:0;border-radius:0;box-shadow:none}
.h591__help-columns,.h591__app-grid{grid-template-columns:repeat(2,minmax(0,1fr))}
.h591__auth,.h591__tool--member{order:-1}
.h591__auth{justify-content:center;gap:12px;padding:12px 0;border-bottom:1px solid var(--h591-line)}
.h591__auth .h591__auth-link{flex:1;padding:10px;border:1px solid var(--h591-brand);border-radius:20px;color:var(--h591-brand);text-align:center;font-size:15px}
}
`;
