import { minWidthQuery } from '@591/config';

/** The member centre's frame, tabs and lists. */
export const CENTER_CSS = `
.center{max-width:1100px;margin:0 auto;padding:20px 16px 48px;color:#333}
.center__head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px;margin:0 0 16px}
.center__head h1{margin:0;font-size:24px;color:#222}
.center__hello{min-height:1.5em;margin:0;font-size:16px;color:#595959}
.center__status{margin:24px 0;color:#595959}
.center__body{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
.center__nav ul{display:flex;gap:8px;margin:0;padding:0 0 4px;list-style:none;overflow-x:auto}
.center__nav a{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid #ddd;border-radius:22px;background:#fff;color:#333;text-decoration:none;white-space:nowrap}
.center__nav a:hover{border-color:#b35000;color:#8f4000}
.center__nav a[aria-current="page"]{border-color:#b35000;background:#b35000;color:#fff}
.center__nav a:focus-visible{outline:2px solid #222;outline-offset:2px}
.center__panel{min-width:0;min-height:60vh}
.center__panel h2{margin:0 0 12px;font-size:20px;color:#222}
.center-subhead{margin:16px 0 8px;font-size:17px;color:#222}
.center-list{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.center-item{display:grid;grid-template-columns:112px 1fr;gap:12px;padding:12px;border:1px solid #e6e6e6;border-radius:10px;background:#fff}
.center-item img,.center-item__nophoto{width:112px;height:84px;border-radius:6px;object-fit:cover;background:#f2f2f2}
.center-item__nophoto{display:flex;align-items:center;justify-content:center;font-size:13px;color:#595959}
.center-item__body{display:grid;gap:4px;min-width:0}
.center-item__title{margin:0;font-size:16px}
.center-item__title a{color:#222;text-decoration:none}
.center-item__title a:hover{color:#b35000;text-decoration:underline}
.center-item__line{margin:0;font-size:14px;color:#595959}
.center-item__reply{margin:8px 0 0;padding:8px 10px;border-radius:6px;background:#f5f9f5;color:#1b5e20}
.center-notes{margin:0 0 12px;padding-left:1.2em;font-size:14px;color:#444}
.center-subtitle{margin:28px 0 12px;font-size:18px}
.center-item__price{margin:0;font-size:18px;font-weight:700;color:#c62828}
.center-item__drop{margin-left:8px;padding:1px 6px;border-radius:4px;background:#fdecea;font-size:13px}
.center-item__actions{grid-column:2;display:flex;flex-direction:column;gap:8px}
.center-item--plain{grid-template-columns:1fr}
.center-item--plain .center-item__actions{grid-column:1;flex-direction:row;flex-wrap:wrap;align-items:center}
.center-item--plain select{min-height:40px;padding:0 8px;border:1px solid #8a8a8a;border-radius:6px;background:#fff;font:inherit;font-size:15px}
.center-item__status{display:inline-block;margin:4px 0 0;padding:1px 8px;border-radius:4px;background:#eee;color:#444;font-size:13px}
.center-status{display:flex;flex-wrap:wrap;gap:8px}
.center-status__ask{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0;padding:8px;border:1px solid #e0c8b0;border-radius:6px;font-size:14px;color:#333}
.center-status__ask legend{float:left;width:100%;padding:0}
.center__live{margin:0 0 8px;font-size:14px;color:#1b5e20}
.center__live:empty{margin:0}
.center__controls{min-width:0;margin:0;padding:0;border:0}
.center-button{min-height:40px;padding:0 16px;border:1px solid #8a8a8a;border-radius:6px;background:#fff;color:#333;font:inherit;font-size:15px;cursor:pointer}
.center-button--danger{border-color:#c62828;color:#c62828}
.center-button:hover{border-color:#b35000;color:#8f4000}
.center-button:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.center-button:disabled{color:#8a8a8a;cursor:wait}
.center-price{display:grid;grid-template-columns:1fr auto;gap:4px 8px;align-items:center;font-size:14px}
.center-price label{grid-column:1/-1}
.center-price .mf__input{min-height:40px}
.center-price .mf__error{grid-column:1/-1}
.center-empty{margin:0;padding:32px 16px;border:1px dashed #ccc;border-radius:10px;background:#fafafa;text-align:center;color:#595959}
.center-empty p{margin:0 0 8px}
.center-empty a{color:#b35000;font-weight:700}
.center-more{margin:16px 0 0;text-align:center}
.center-section{margin:0 0 24px;padding:20px;border:1px solid #e6e6e6;border-radius:10px;background:#fff}
.center-section .mf{max-width:420px}
.center-sessions{display:grid;gap:8px;margin:0 0 12px;padding:0;list-style:none}
.center-sessions li{padding:10px 12px;border:1px solid #eee;border-radius:6px;font-size:14px}
.center-sessions strong{color:#1b5e20}
@media ${minWidthQuery('md')}{
.center__body{grid-template-columns:200px minmax(0,1fr);gap:24px;align-items:start}
.center__nav ul{flex-direction:column;overflow:visible}
.center__nav a{display:flex;border-radius:8px}
.center-item{grid-template-columns:160px 1fr auto}
.center-item--plain{grid-template-columns:1fr}
.center-item__actions{grid-column:auto;align-self:start}
.center-item img,.center-item__nophoto{width:160px;height:120px}
}
`;
