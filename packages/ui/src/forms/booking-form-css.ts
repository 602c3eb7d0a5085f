/**
 * The rules a booking form (預約看屋, 預約賞屋) shares, for its `block` of classes: the SMS
 * code row, hints and errors, the submit button and the booked message.
 */
export const bookingFormCss = (block: string) => `
.${block}__code{display:flex;gap:8px}
.${block}__code button{flex:none;min-height:44px;padding:0 12px;border:1px solid #8a3d00;border-radius:6px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
.${block}__code button:disabled,.${block}__code button[aria-disabled="true"]{border-color:#8a8a8a;color:#6b6b6b;cursor:default}
.${block} .${block}__hint{margin:0;color:#595959;font-size:14px}
.${block} .${block}__error{margin:0;color:#c62828;font-size:14px}
.${block}__submit{min-height:44px;border:0;border-radius:6px;background:#a04400;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.${block}__submit:disabled{background:#8a8a8a;cursor:wait}
.${block}__done{margin:0;padding:12px;border-radius:6px;background:#edf7ed;color:#1e4620}
`;
