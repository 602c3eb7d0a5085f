import { minWidthQuery } from '@591/config';

/** The look of upscale.'s pages: darker and quieter than the sections', the cards the same. */
export const LUXURY_CSS = `
.luxury__hero{padding:28px 0 32px;background:linear-gradient(135deg,#2b2622,#4a3b2c);color:#f5ede2}
.luxury__hero-inner,.luxury__body{max-width:1200px;margin:0 auto;padding:0 16px}
.luxury__hero h1{margin:0;font-size:26px;line-height:1.3}
.luxury__hero p{margin:8px 0 0;color:#e6d8c4}
.luxury__hero a{color:#f5d7a8}
.luxury__body{padding-top:16px;padding-bottom:48px}
.luxury__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 8px}
.luxury__head h1,.luxury__head h2{margin:0;font-size:22px}
.luxury__line{margin:8px 0 0;color:#555;font-size:14px}
.luxury__hero .luxury__line{color:#e6d8c4}
.luxury__districts{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.luxury__districts a{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid #d9c8b0;border-radius:22px;color:#4a3b2c;text-decoration:none}
.luxury__districts a:hover{border-color:#8a5a2b}
.luxury__section{margin:24px 0 0}
.luxury__section h2{margin:0 0 12px;font-size:19px}
.luxury__list{margin:0;padding:0;list-style:none}
.luxury__more{display:inline-flex;align-items:center;min-height:44px;color:#8a5a2b;font-weight:700}
.luxury__total{margin:12px 0 0;color:#555;font-size:14px}
.luxury__notice{margin:12px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.luxury__empty{margin:24px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
@media ${minWidthQuery('md')}{.luxury__hero{padding:44px 0 48px}.luxury__hero h1{font-size:34px}}
`;
