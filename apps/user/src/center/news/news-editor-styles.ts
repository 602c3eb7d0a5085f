/** 新聞管理: the article list's badges, the editor's fields and the preview as readers see it. */
export const NEWS_EDITOR_CSS = `
.news-editor{display:grid;gap:16px;max-width:760px}
.news-editor__row{display:grid;gap:16px}
.news-editor__body{min-height:320px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:15px;line-height:1.6;resize:vertical}
.news-editor__regions{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:0 12px}
.news-editor__regions .mf__check{min-height:36px;font-size:15px}
.news-editor__tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.news-editor__actions{display:flex;flex-wrap:wrap;gap:8px}
.news-editor__file{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.news-status--draft{background:#fff4e5;color:#8f4000}
.news-status--published{background:#edf7ee;color:#1b5e20}
.news-preview{margin:8px 0 0;padding:20px;border:1px solid #e6e6e6;border-radius:10px;background:#fff;line-height:1.8;overflow-wrap:anywhere}
.news-preview__label{margin:0 0 8px;font-size:13px;color:#595959}
.news-preview h3{margin:0 0 8px;font-size:22px;color:#222}
.news-preview__lead{margin:0 0 16px;color:#444}
.news-preview img{max-width:100%;height:auto;border-radius:6px}
.news-preview table{border-collapse:collapse}
.news-preview th,.news-preview td{padding:4px 8px;border:1px solid #ddd}
.news-preview a{color:#b35000}
@media (min-width:600px){.news-editor__row{grid-template-columns:1fr 1fr}}
`;
