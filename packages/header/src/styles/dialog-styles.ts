export const DIALOG_CSS = `
.h591__dialog{width:min(360px,calc(100vw - 32px));padding:0;border:0;border-radius:12px;box-shadow:0 16px 48px rgba(0,0,0,.25);color:var(--h591-ink)}
.h591__dialog::backdrop{background:rgba(0,0,0,.45)}
.h591__dialog-body{display:flex;flex-direction:column;gap:10px;padding:24px}
.h591__dialog-title{font-size:18px;font-weight:700}
.h591__dialog-body a:not(.h591__dialog-action){color:var(--h591-brand)}
.h591__dialog-action{align-self:flex-start;padding:8px 18px;border-radius:18px;background:var(--h591-brand);color:#fff}
.h591__dialog-close{align-self:flex-end;padding:6px 16px;border:1px solid var(--h591-line);border-radius:16px}
`;
