import type { GoneListing } from '@591/router';

const CSS = `
.gone{width:100%;text-align:left}
.gone__name{margin:0 0 16px;color:#333;text-align:center}
.gone__title{margin:0 0 8px;font-size:18px}
.gone__list{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.gone__item{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;padding:12px;border:1px solid #e5e5e5;border-radius:6px}
.gone__item a{color:#222;font-weight:700}
.gone__meta{color:#555;font-size:14px}
.gone__price{color:#c62828;font-weight:700}
`;

/** Which listing is gone, and similar ones that are still there. */
export function GoneListingNote({ gone }: { gone: GoneListing }) {
  return (
    <div className="gone">
      <style href="@591/app-runtime/gone-listing" precedence="default">
        {CSS}
      </style>
      <p className="gone__name">{`「${gone.title}」`}</p>
      {gone.similar.length > 0 && (
        <section aria-labelledby="gone-similar">
          <h2 className="gone__title" id="gone-similar">
            看看相似的物件
          </h2>
          <ul className="gone__list">
            {gone.similar.map((link) => (
              <li className="gone__item" key={link.href}>
                <a href={link.href}>{link.title}</a>
                <span className="gone__meta">
                  {link.place}・<span className="gone__price">{link.price}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
