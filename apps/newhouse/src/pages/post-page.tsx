import { legalPageUrl, originOf } from '@591/config';
import { BuilderPage } from '../content/builder-page.tsx';

/**
 * 免費刊登建案: what a builder or sales agent needs to list a project here, and how a listing
 * request reaches the section's staff.
 */
export function Component() {
  const contact = `${originOf('help')}/contact`;
  return (
    <BuilderPage
      title="免費刊登建案"
      lead="建設公司與代銷公司可免費在591新建案刊登建案，讓正在找預售屋與新成屋的買方看到完整的建案資料。"
    >
      <h2>刊登需要準備的資料</h2>
      <ul>
        <li>建案名稱、基地地址與接待中心地址、賞屋時間與電話</li>
        <li>投資建設、營造公司、企劃銷售與建築設計的公司名稱</li>
        <li>建照號碼（預售屋）或使用執照號碼（新成屋）</li>
        <li>總戶數、棟數與地上／地下樓層、基地面積、建蔽率、公設比</li>
        <li>
          規劃格局與坪數、單價與總價區間（尚未定價可標示「價格待定」）、車位規劃與價格、管理費
        </li>
        <li>外觀、格局圖與周邊環境照片，每張至少 1280 × 960 像素</li>
      </ul>
      <h2>刊登流程</h2>
      <ol>
        <li>
          以公司名義透過<a href={contact}>聯絡我們</a>
          選擇「刊登與物件」，留下公司名稱、聯絡人與建案名稱。
        </li>
        <li>新建案專員於 2 個工作天內與你聯絡，核對建照號碼與公司資料。</li>
        <li>資料與照片確認後上架，建案頁提供預約賞屋，預約會送到你的會員中心。</li>
        <li>公開銷售、完工、交屋等進度可隨時更新，顯示於建案頁的「最新動態」。</li>
      </ol>
      <p className="builder-page__note">
        591只刊登有建照號碼的建案，刊登資料須與建照及廣告內容一致；依
        <a href={legalPageUrl('terms')}>服務條款</a>，不實或誇大的資料將被下架。
      </p>
    </BuilderPage>
  );
}
