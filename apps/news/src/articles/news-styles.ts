import { minWidthQuery } from '@591/config';

/** The news pages' look: a reading column, the cards of the sections. */
export const NEWS_CSS = `
.news{max-width:1100px;margin:0 auto;padding:16px 16px 48px}
.news h1{margin:0 0 8px;font-size:24px}
.news__chips{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 16px;padding:0;list-style:none}
.news__chips a{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid #ddd;border-radius:22px;color:#333;text-decoration:none}
.news__chips a[aria-current]{border-color:#b35000;background:#fff4e8;color:#8a3d00;font-weight:700}
.news__list{margin:0;padding:0;list-style:none}
.news-item{position:relative;padding:16px 0;border-bottom:1px solid #eee}
.news-item h2{margin:0 0 6px;font-size:19px;line-height:1.4}
.news-item h2 a{color:#222;text-decoration:none}
.news-item h2 a::after{content:"";position:absolute;inset:0}
.news-item h2 a:hover{color:#b35000}
.news-item:focus-within{outline:2px solid #b35000;outline-offset:2px}
.news-item p{margin:0 0 6px;color:#444;line-height:1.6}
.news-meta{color:#666!important;font-size:13px}
.news__feed{display:inline-flex;align-items:center;min-height:44px;color:#8f4000}
.news__empty{margin:24px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
.article{max-width:760px}
.article__lead{font-size:17px;color:#333;line-height:1.7}
.article__body{line-height:1.8;color:#222;font-size:16px}
.article__body h2{margin:28px 0 8px;font-size:20px}
.article__body table{border-collapse:collapse;margin:12px 0}
.article__body th,.article__body td{padding:6px 12px;border:1px solid #ddd}
.article__body a{color:#8f4000}
.article__body img{display:block;max-width:100%;height:auto;margin:16px 0;border-radius:6px}
.article__aside{margin:32px 0 0}
.article__aside h2{font-size:19px;margin:0 0 8px}
@media ${minWidthQuery('md')}{.news h1{font-size:28px}}
`;
