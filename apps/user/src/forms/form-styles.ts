import { minWidthQuery } from '@591/config';

/** The member pages' forms and panels: one look for log in, register and account settings. */
export const MEMBER_FORM_CSS = `
.mf{display:grid;gap:16px}
.mf__field{display:grid;gap:6px;margin:0;padding:0;border:0;min-width:0}
.mf__label,.mf__field legend{padding:0;font-size:15px;font-weight:700;color:#333}
.mf__input{width:100%;box-sizing:border-box;min-height:44px;padding:8px 12px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;color:#222;background:#fff}
.mf__input:focus-visible,.mf__choice input:focus-visible,.mf__check input:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.mf__input[aria-invalid="true"]{border-color:#c62828}
.mf__hint{margin:0;font-size:13px;color:#595959}
.mf__field>label{font-size:15px;font-weight:700;color:#333}
.mf__code{display:flex;gap:8px}
.mf__code button{flex:none;min-height:44px;padding:0 14px;border:1px solid #b35000;border-radius:6px;background:#fff;color:#b35000;font:inherit;font-size:15px;cursor:pointer}
.mf__code button:disabled,.mf__code button[aria-disabled="true"]{border-color:#8a8a8a;color:#595959;cursor:default}
.mf__error{margin:0;font-size:14px;color:#c62828}
.mf__choices{display:flex;gap:20px}
.mf__choice,.mf__check{display:inline-flex;align-items:center;gap:8px;min-height:44px;font-size:16px;color:#333}
.mf__choice input,.mf__check input{width:20px;height:20px;margin:0;accent-color:#b35000}
.mf__check a{color:#b35000}
.mf__alert{margin:0;padding:10px 12px;border-radius:6px;background:#fdecea;color:#8e1b1b;font-size:15px}
.mf__done{margin:0;padding:10px 12px;border-radius:6px;background:#edf7ee;color:#1b5e20;font-size:15px}
.mf__submit{min-height:48px;padding:0 24px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-size:17px;font-weight:700;cursor:pointer}
.mf__submit:hover{background:#8f4000}
.mf__submit:focus-visible{outline:2px solid #222;outline-offset:2px}
.mf__submit:disabled{background:#8a8a8a;cursor:wait}
.member-card{width:calc(100% - 32px);max-width:440px;box-sizing:border-box;margin:24px auto 48px;padding:24px 20px;border:1px solid #e6e6e6;border-radius:12px;background:#fff}
.member-card h1{margin:0 0 4px;font-size:24px;color:#222}
.member-card__lead{margin:0 0 20px;font-size:15px;color:#595959}
.member-card__switch{margin:20px 0 0;font-size:15px;color:#444;text-align:center}
.member-card__switch a{color:#b35000;font-weight:700}
@media ${minWidthQuery('md')}{.member-card{margin-top:48px;padding:32px 36px}}
`;
