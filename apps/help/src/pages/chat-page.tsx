import { STATIC_CUSTOMER_SERVICE } from '@591/config';
import { Link } from '@591/react-router';
import { HelpFrame } from '../layout/help-frame.tsx';

/**
 * 線上客服, which the header's customer-service box links to. The site has no live chat: the
 * page says so and offers what does reach a person.
 */
export function Component() {
  const service = STATIC_CUSTOMER_SERVICE;
  return (
    <HelpFrame crumbs={[{ label: '線上客服' }]}>
      <h1>線上客服</h1>
      <p className="help__lead">
        文字即時客服尚未開放。客服人員 {service.onlineChat.hours} 會透過下列方式回覆你。
      </p>
      <ul className="help__grid">
        <li className="help__card">
          <h2>聯絡表單</h2>
          <p>寫下問題與物件編號，{service.email.reply}，並在會員中心「我的訊息」看到回覆。</p>
          <p>
            <Link to="/contact">填寫聯絡表單</Link>
          </p>
        </li>
        <li className="help__card">
          <h2>客服專線</h2>
          <p>
            <a href={`tel:${service.phone.number}`}>{service.phone.number}</a>（
            {service.phone.hours}）
          </p>
        </li>
        <li className="help__card">
          <h2>電子郵件</h2>
          <p>
            <a href={`mailto:${service.email.address}`}>{service.email.address}</a>（
            {service.email.reply}）
          </p>
        </li>
        <li className="help__card">
          <h2>先自己找答案</h2>
          <p>
            多數問題在<Link to="/">幫助中心</Link>就有步驟說明，例如
            <Link to="/ai/edit-listing">修改物件</Link>。
          </p>
        </li>
      </ul>
    </HelpFrame>
  );
}
