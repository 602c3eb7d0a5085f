import { minWidthQuery } from '@591/config';

/** The help centre's look: one sheet for every page (React puts it in the head once). */
export const HELP_CSS = `
.help{max-width:1080px;margin:0 auto;padding:20px 16px 56px;color:#333;line-height:1.75}
.help a{color:#a04400}
.help a:hover{color:#6e2f00}
.help h1{margin:20px 0 0;font-size:26px;line-height:1.35;color:#222}
.help__lead{margin:8px 0 0;font-size:16px;color:#555}
.help__crumbs ol{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none;font-size:14px;color:#666}
.help__crumbs li+li::before{content:"›";margin-right:4px;color:#999}
.help__search{display:flex;gap:8px;margin:20px 0 0;max-width:560px}
.help__search>label{display:contents}
.help__search input{flex:1;min-width:0;min-height:44px;padding:0 12px;border:1px solid #bbb;border-radius:6px;font-size:16px}
.help__search button{min-height:44px;padding:0 18px;border:0;border-radius:6px;background:#a04400;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
.help__search button:hover{background:#6e2f00}
.help__grid{display:grid;grid-template-columns:1fr;gap:16px;margin:24px 0 0;padding:0;list-style:none}
.help__card{padding:16px 18px;border:1px solid #eadccf;border-radius:10px;background:#fff}
.help__card h2,.help__card h3{margin:0 0 6px;font-size:18px}
.help__card p{margin:0;color:#555;font-size:15px}
.help__card ul{margin:8px 0 0;padding-left:1.2em}
.help__section{margin:36px 0 0}
.help__section>h2{margin:0;font-size:21px;color:#222}
.help__list{margin:12px 0 0;padding:0;list-style:none}
.help__list li{padding:12px 0;border-bottom:1px solid #eee}
.help__list a{font-weight:700}
.help__list p{margin:4px 0 0;color:#555;font-size:15px}
.help__note{margin:12px 0 0;padding:12px 14px;border-radius:8px;background:#fff6ec;color:#5a3200;font-size:15px}
.help__meta{margin:6px 0 0;color:#666;font-size:14px}
.help__toc{margin:20px 0 0;padding:12px 16px;border:1px solid #eee;border-radius:8px;background:#fafafa}
.help__toc h2{margin:0;font-size:16px}
.help__toc ol{margin:6px 0 0;padding-left:1.4em}
.help__body{margin:24px 0 0;font-size:16px}
.help__body h2{margin:32px 0 8px;font-size:21px;color:#222;scroll-margin-top:16px}
.help__body h3{margin:24px 0 6px;font-size:18px}
.help__body table{border-collapse:collapse;margin:12px 0;width:100%;font-size:15px}
.help__body th,.help__body td{padding:6px 8px;border:1px solid #ddd;text-align:left;vertical-align:top}
.help__body blockquote{margin:12px 0;padding:8px 14px;border-left:4px solid #eadccf;background:#fcf8f4;color:#444}
.help__actions{display:flex;flex-wrap:wrap;gap:12px;margin:28px 0 0}
.help__actions a,.help__button{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border:1px solid #a04400;border-radius:22px;background:#fff;color:#a04400;font-size:16px;font-weight:700;text-decoration:none;cursor:pointer}
.help__actions a:first-child{background:#a04400;color:#fff}
.help__empty{margin:24px 0 0;color:#555}
@media ${minWidthQuery('md')}{
.help h1{font-size:32px}
.help__grid{grid-template-columns:1fr 1fr}
.help__grid--three{grid-template-columns:1fr 1fr 1fr}
}
@media print{
.help__crumbs,.help__search,.help__actions,.help__no-print{display:none}
.help{max-width:none;padding:0}
}
`;
