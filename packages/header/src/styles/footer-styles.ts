import { FONT_FAMILY } from '@591/config';

export const FOOTER_CSS = `
.f591{margin-top:48px;border-top:1px solid #e6e6e6;background:#fafafa;color:#666;font:13px/1.6 ${FONT_FAMILY}}
.f591__inner{display:flex;flex-direction:column;gap:12px;max-width:1200px;margin:0 auto;padding:24px 16px 32px}
.f591 ul{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0;padding:0;list-style:none}
.f591 a{color:#555;text-decoration:none}
.f591 a:hover{color:#b35000}
.f591 a:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.f591__company a{color:#333;font-weight:600}
.f591__sisters{display:flex;flex-wrap:wrap;gap:4px 16px}
.f591__label{color:#5e5e5e}
.f591 p{margin:0}
.f591__copyright{color:#5e5e5e}
`;
