/** A conversation's messages and its answer box, in the member centre and on a texted link's page. */
export const CONVERSATION_CSS = `
.member-card--wide{max-width:720px}
.thread{display:grid;gap:10px;margin:0 0 16px;padding:0;list-style:none}
.thread__message{max-width:85%;padding:10px 12px;border-radius:10px;background:#f4f4f4}
.thread__message--mine{justify-self:end;background:#fff3e6}
.thread__message--system{justify-self:center;max-width:100%;background:#eef4fb;font-size:14px}
.thread__meta{margin:0 0 4px;font-size:13px;color:#595959}
.thread__meta strong{color:#333}
.thread__report{margin:4px 0 0;font-size:13px;text-align:right}
.thread__report a{color:#595959}
.thread__body{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.reply{display:grid;gap:6px;max-width:640px}
.reply__body{min-height:96px;padding:8px;resize:vertical}
.reply__phrases{display:grid;gap:4px;font-size:14px}
.reply__phrases select{min-height:40px;padding:0 8px;border:1px solid #8a8a8a;border-radius:6px;background:#fff;font:inherit}
.reply__send{justify-self:start}
.reply + .member-card__lead{margin:20px 0 0}
.conversation-head{margin:0 0 12px}
.conversation-head h2 a{color:#222}
.conversation-tools{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px}
.conversation-filter{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.conversation-filter a{display:inline-flex;align-items:center;min-height:40px;padding:0 12px;border:1px solid #ddd;border-radius:20px;color:#333;text-decoration:none;font-size:14px}
.conversation-filter a[aria-current="page"]{border-color:#b35000;color:#8f4000;font-weight:700}
.conversation-item{display:grid;gap:4px;padding:12px;border:1px solid #e6e6e6;border-radius:10px;background:#fff}
.conversation-item--unread{border-color:#b35000}
.conversation-item a{color:#222;font-weight:700}
.conversation-tag{display:inline-block;margin-left:6px;padding:0 6px;border-radius:4px;background:#eee;font-size:12px;font-weight:400;color:#444}
.conversation-tag--unread{background:#b35000;color:#fff}
`;
