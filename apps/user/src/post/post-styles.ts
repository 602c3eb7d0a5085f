import { minWidthQuery } from '@591/config';

/** The posting form's frame: steps, rows of short fields, save status, step buttons. */
export const POST_CSS = `
.post{max-width:720px;margin:0 auto;padding:20px 16px 48px;color:#333}
.post h1{margin:0 0 12px;font-size:24px;color:#222}
.post h2{margin:0 0 4px;font-size:20px;color:#222}
.post h2:focus{outline:none}
.post__steps{display:flex;flex-wrap:wrap;gap:6px 16px;margin:0 0 16px;padding:0;list-style:none;font-size:14px;color:#595959}
.post__steps [aria-current="step"]{color:#8f4000;font-weight:700}
.post__form{padding:20px;border:1px solid #e6e6e6;border-radius:12px;background:#fff}
.post__terms{margin:12px 0 0;font-size:14px;color:#595959}
.post__terms a{color:#8f4000}
.post__unit{font-weight:400;color:#595959}
.post__choices{flex-wrap:wrap;gap:4px 20px}
.post__row{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:12px}
.post__textarea{min-height:140px;resize:vertical}
.post__saved{margin:0;font-size:14px;color:#595959}
.post__saved[data-save-state="refused"]{color:#c62828}
.post__nav{display:flex;justify-content:space-between;gap:12px}
.post__nav .mf__submit{margin-left:auto}
.post-start{display:grid;gap:12px}
.post-start__others{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0;padding:0;list-style:none}
.post-start__others a{color:#8f4000}
.post .mf__error.center__live{color:#c62828}
.post-uploads{display:grid;gap:6px;margin:0;padding:0;list-style:none;font-size:14px}
.post-uploads li{display:grid;grid-template-columns:1fr 120px;gap:8px;align-items:center}
.post-photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;margin:0;padding:0;list-style:none}
.post-photos li{position:relative;display:grid;gap:6px;padding:6px;border:1px solid #e6e6e6;border-radius:8px;background:#fff;cursor:grab}
.post-photos img{width:100%;height:auto;border-radius:6px;object-fit:cover}
.post-photos__cover{position:absolute;top:12px;left:12px;padding:2px 8px;border-radius:4px;background:#b35000;color:#fff;font-size:13px}
.post-photos__actions{display:flex;flex-wrap:wrap;gap:4px}
.post-photos__actions .center-button{min-height:36px;padding:0 10px;font-size:14px}
@media ${minWidthQuery('md')}{.post__form{padding:28px 32px}}
`;
