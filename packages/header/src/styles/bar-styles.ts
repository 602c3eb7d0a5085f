import { FONT_FAMILY, HEADER_HEIGHT_PX as HEADER_HEIGHT } from '@591/config';

/** The bar: fixed height so the page below never moves, above the page from z-index 2000. */
export const BAR_CSS = `
.h591{--h591-brand:#b35000;--h591-brand-dark:#8f4000;--h591-brand-soft:#fff4e8;--h591-ink:#222;--h591-muted:#666;--h591-line:#e6e6e6;--h591-shadow:0 10px 24px rgba(0,0,0,.12);position:relative;z-index:2000;box-sizing:border-box;height:${HEADER_HEIGHT}px;border-bottom:1px solid var(--h591-line);background:#fff;font:14px/1.4 ${FONT_FAMILY};color:var(--h591-ink)}
.h591 *,.h591 *::before,.h591 *::after{box-sizing:border-box}
.h591 [hidden]{display:none!important}
/* Resets under :where() weigh no more than a tag, so every class below overrides them. */
:where(.h591) a{color:inherit;text-decoration:none}
:where(.h591) a:hover{color:var(--h591-brand)}
.h591 :focus-visible{outline:2px solid var(--h591-brand);outline-offset:2px;border-radius:4px}
:where(.h591) ul{margin:0;padding:0;list-style:none}
:where(.h591) p{margin:0}
:where(.h591) button{margin:0;padding:0;border:0;background:none;font:inherit;color:inherit;cursor:pointer}
.h591__bar{display:flex;align-items:center;gap:16px;max-width:1200px;height:100%;margin:0 auto;padding:0 16px}
.h591__logo{display:flex;flex:none;align-items:baseline;gap:4px;white-space:nowrap}
.h591__logo-mark{color:var(--h591-brand);font-size:26px;font-weight:800;letter-spacing:-1px;font-family:Arial,"Helvetica Neue",sans-serif}
.h591__logo-text{color:var(--h591-ink);font-size:13px;font-weight:600}
.h591__drawer{display:flex;flex:1;min-width:0;align-items:center;justify-content:space-between;gap:12px;height:100%}
.h591__drawer-toggle{display:none}
@media (max-width:1279.98px){.h591__logo-text{display:none}}
`;
