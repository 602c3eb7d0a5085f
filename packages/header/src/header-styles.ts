/** Rendered with the header so its styles travel with it into every section app. */
export const HEADER_CSS = `
.h591{--h591-brand:#ff8000;--h591-ink:#222;--h591-muted:#666;box-sizing:border-box;height:var(--h591-height,56px);border-bottom:1px solid #e6e6e6;background:#fff;font:14px/1.4 "PingFang TC","Noto Sans TC","Microsoft JhengHei",sans-serif;color:var(--h591-ink)}
.h591 *{box-sizing:border-box}
.h591__inner{display:flex;align-items:center;gap:24px;max-width:1200px;height:100%;margin:0 auto;padding:0 16px}
.h591__logo{flex:none;color:var(--h591-brand);font-size:22px;font-weight:700;text-decoration:none}
.h591__nav{flex:1;min-width:0;overflow-x:auto;scrollbar-width:none}
.h591__channels{display:flex;gap:4px;margin:0;padding:0;list-style:none;white-space:nowrap}
.h591__channel{display:block;padding:8px 10px;border-radius:4px;color:var(--h591-ink);text-decoration:none}
.h591__channel:hover{color:var(--h591-brand)}
.h591__channel[aria-current="page"]{color:var(--h591-brand);font-weight:700}
.h591 a:focus-visible{outline:2px solid var(--h591-brand);outline-offset:2px}
.h591__member{display:flex;flex:none;gap:12px;align-items:center}
.h591__member a{color:var(--h591-muted);text-decoration:none}
.h591__member a:hover{color:var(--h591-brand)}
@media (max-width:849px){.h591__inner{gap:12px}.h591__member{display:none}}
`;
