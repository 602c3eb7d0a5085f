import { originOf } from '@591/config';
import { BuilderPage } from '../content/builder-page.tsx';

const PLANS = [
  {
    name: '基本刊登',
    place: '依最新公開排序',
    price: '免費',
    note: '完整建案頁、相簿、預約賞屋',
  },
  {
    name: '區域置頂',
    place: '行政區列表前 3 名輪播',
    price: '每月 12,000 元',
    note: '列表加上「推薦」標示',
  },
  {
    name: '縣市置頂',
    place: '縣市列表與新建案首頁前 6 名輪播',
    price: '每月 30,000 元',
    note: '另含首頁「最新公開」曝光',
  },
] as const;

/** 列表排名方案: what each list placement gives and costs, in the site's words. */
export function Component() {
  return (
    <BuilderPage
      title="列表排名方案"
      lead="新建案列表預設依公開銷售時間排序。想在公開期間之外持續曝光的建案，可選擇置頂方案。"
    >
      <h2>方案與價格</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">方案</th>
            <th scope="col">列表位置</th>
            <th scope="col">價格（未稅）</th>
            <th scope="col">包含</th>
          </tr>
        </thead>
        <tbody>
          {PLANS.map((plan) => (
            <tr key={plan.name}>
              <td>{plan.name}</td>
              <td>{plan.place}</td>
              <td>{plan.price}</td>
              <td>{plan.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>排序規則</h2>
      <ul>
        <li>置頂建案依購買先後輪播，同一位置最多 3 個建案。</li>
        <li>買方自行選擇「單價低到高」、「總價低到高」或「最多人看」排序時，不受置頂影響。</li>
        <li>已完銷的建案不提供置頂。</li>
      </ul>
      <p className="builder-page__note">
        方案洽詢請透過<a href={`${originOf('help')}/contact`}>聯絡我們</a>
        選擇「刊登與物件」，並註明建案名稱與希望曝光的縣市。
      </p>
    </BuilderPage>
  );
}
