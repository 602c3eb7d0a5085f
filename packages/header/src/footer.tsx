import { createHostMap, STATIC_CUSTOMER_SERVICE } from '@591/config';
import { sisterSites } from './constants/sister-brands.ts';
import { companyLinks } from './menus/footer-links.ts';
import { FOOTER_CSS } from './styles/footer-styles.ts';

/** The site footer: company and legal pages, the group's sister sites, the copyright. */
export function Footer() {
  const hosts = createHostMap();
  const { phone, email } = STATIC_CUSTOMER_SERVICE;
  return (
    <footer className="f591">
      <style href="@591/header/footer" precedence="default">
        {FOOTER_CSS}
      </style>
      <div className="f591__inner">
        <nav className="f591__company" aria-label="關於591">
          <ul className="f591__links">
            {companyLinks(hosts).map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="f591__sisters" aria-label="關係企業">
          <span className="f591__label">關係企業</span>
          <ul className="f591__links">
            {sisterSites(hosts).map((site) => (
              <li key={site.name}>
                <a href={site.href}>{site.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="f591__service">
          客服專線 {phone.number}（{phone.hours}）・客服信箱 {email.address}
        </p>
        <p className="f591__copyright">© {new Date().getFullYear()} 591房屋交易網 版權所有</p>
      </div>
    </footer>
  );
}
