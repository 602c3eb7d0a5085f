/** The contact form's look (the message form on detail pages is its model). */
export const CONTACT_FORM_CSS = `
.contact-form{display:grid;gap:16px;max-width:640px;margin:24px 0 0}
.contact-form__field{display:grid;gap:4px}
.contact-form label,.contact-form legend{font-size:15px;color:#333}
.contact-form input,.contact-form textarea,.contact-form select{width:100%;min-height:44px;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;color:#222;background:#fff}
.contact-form textarea{resize:vertical}
.contact-form [aria-invalid="true"]{border-color:#c62828}
.contact-form__reply{display:grid;gap:12px;margin:0;padding:12px 14px;border:1px solid #ddd;border-radius:8px}
.contact-form__hint{margin:0;color:#666;font-size:14px}
.contact-form__error{margin:0;color:#c62828;font-size:14px}
.contact-form__sent{padding:10px 12px;border-radius:6px;background:#edf7ee;color:#1b5e20}
.contact-form__sent p{margin:0}
.contact-form__sent a{color:#1b5e20}
.contact-form__submit{min-height:44px;border:0;border-radius:6px;background:#a04400;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.contact-form__submit:hover{background:#6e2f00}
.contact-form__submit:disabled{background:#8a8a8a;cursor:wait}
`;
