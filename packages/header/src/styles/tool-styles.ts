export const TOOL_CSS = `
.h591__tools{display:flex;flex:none;align-items:center;gap:2px;height:100%}
.h591__tool{position:relative;display:flex;align-items:center;height:100%}
.h591__tool-button{display:flex;align-items:center;gap:6px;height:34px;padding:0 10px;border-radius:17px;white-space:nowrap;color:var(--h591-ink)}
.h591__tool-button:hover,.h591__tool-button[aria-expanded="true"]{color:var(--h591-brand)}
.h591__tool--post .h591__tool-button{background:var(--h591-brand);color:#fff;padding:0 14px;margin-right:6px}
.h591__tool--post .h591__tool-button:hover,.h591__tool--post .h591__tool-button[aria-expanded="true"]{background:var(--h591-brand-dark);color:#fff}
.h591__tool-panel{position:absolute;top:calc(100% - 4px);right:0;z-index:1;min-width:160px;padding:12px 16px;border:1px solid var(--h591-line);border-radius:8px;background:#fff;box-shadow:var(--h591-shadow)}
.h591__tool-list a{display:block;padding:7px 0;white-space:nowrap;color:#444}
.h591__tool-list a:hover{color:var(--h591-brand)}
.h591__tool-list button{display:block;width:100%;padding:7px 0;border:0;background:none;font:inherit;text-align:left;white-space:nowrap;color:#444;cursor:pointer}
.h591__tool-list button:hover{color:var(--h591-brand)}
.h591__tool--help .h591__tool-panel{width:540px;padding:16px 20px}
.h591__help-columns{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.h591__help-columns .h591__group{min-width:0}
.h591__service-button{font-size:14px}
.h591__more-help{display:block;margin-top:12px;padding-top:12px;border-top:1px solid var(--h591-line);color:var(--h591-brand);text-align:right}
.h591__tool--apps .h591__tool-panel{width:440px;padding:16px 20px}
.h591__app-grid{display:grid;grid-template-columns:repeat(2,1fr);gap:4px 16px}
.h591__app{display:flex;align-items:center;gap:10px;padding:6px 4px;border-radius:6px}
.h591__app:hover{background:var(--h591-brand-soft)}
.h591__app-icon{display:grid;flex:none;place-items:center;width:36px;height:36px;border-radius:9px;background:#4a6fa5;color:#fff;font-size:12px;font-weight:700}
.h591__app-icon[data-brand="591"]{background:var(--h591-brand)}
.h591__app-text{display:flex;flex-direction:column;min-width:0}
.h591__app-name{color:var(--h591-ink);font-weight:600}
.h591__app-tagline{color:#888;font-size:12px}
.h591__auth{display:flex;align-items:center;padding-left:6px}
.h591__auth-link{padding:6px 8px;color:var(--h591-muted)}
.h591__auth-link+.h591__auth-link{border-left:1px solid var(--h591-line)}
.h591__tool--member .h591__tool-button{font-weight:600}
.h591__badge{display:inline-grid;place-items:center;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:#c62828;color:#fff;font-size:12px;font-weight:700;line-height:1}
.h591__sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
