import { minWidthQuery } from '@591/config';

/** The frame both comparison pages share: heading, intro, notices, the add form. */
export const HOUSE_PK_CSS = `
.house-pk{max-width:1200px;margin:0 auto;padding:24px 16px 48px}
.house-pk h1{margin:0;font-size:24px}
.house-pk h1:focus{outline:none}
.house-pk__intro{margin:6px 0 0;color:#555}
.house-pk__notice{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fff4e8;color:#5c2b00}
.house-pk__notice--error{background:#fdecea;color:#8e1c1c}
.house-pk__empty{margin:24px 0 0;padding:32px 16px;border:1px dashed #ccc;border-radius:8px;text-align:center;color:#444}
.house-pk__empty ol{display:inline-block;margin:8px 0 16px;padding-left:1.5em;text-align:left}
.house-pk a{color:#8a3d00}
.house-pk__add{margin:28px 0 0}
.house-pk__add h2{margin:0;font-size:18px}
.house-pk__actions{display:flex;flex-wrap:wrap;gap:12px 24px;margin:16px 0 0}
.house-pk__form{display:flex;flex-wrap:wrap;align-items:end;gap:8px;margin:16px 0 0}
.house-pk__form label{display:block;margin-bottom:2px;color:#555;font-size:13px}
.house-pk__form input{width:12em;min-height:40px;padding:6px 10px;border:1px solid #949494;border-radius:6px;font:inherit;font-size:16px}
.house-pk__form button{min-height:40px;padding:6px 20px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.house-pk__form button:hover{background:#8a3d00}
.house-pk__form :focus-visible{outline:2px solid #b35000;outline-offset:2px}
@media ${minWidthQuery('md')}{.house-pk h1{font-size:28px}}
`;
