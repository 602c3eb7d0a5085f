import { STATIC_CUSTOMER_SERVICE } from '@591/config';
import { Link } from '@591/react-router';
import { ContactForm } from '../contact/contact-form.tsx';
import { HelpFrame } from '../layout/help-frame.tsx';

/** 聯絡我們: the form, and the other ways to reach customer service with their hours. */
export function Component() {
  const service = STATIC_CUSTOMER_SERVICE;
  return (
    <HelpFrame crumbs={[{ label: '聯絡我們' }]}>
      <h1 id="contact-title">聯絡我們</h1>
      <p className="help__lead">
        客服時間 {service.phone.hours}，{service.email.reply}。送出前可先看看
        <Link to="/">幫助中心</Link>是否已有答案。
      </p>
      <ContactForm />
      <section className="help__section" aria-labelledby="contact-other">
        <h2 id="contact-other">其他聯絡方式</h2>
        <ul className="help__list">
          <li>
            客服專線 <a href={`tel:${service.phone.number}`}>{service.phone.number}</a>（
            {service.phone.hours}）
          </li>
          <li>
            電子郵件 <a href={`mailto:${service.email.address}`}>{service.email.address}</a>
          </li>
        </ul>
        <p className="help__meta">
          你留下的聯絡資料只用來回覆這則訊息，詳見<Link to="/privacy">隱私權政策</Link>。
        </p>
      </section>
    </HelpFrame>
  );
}
