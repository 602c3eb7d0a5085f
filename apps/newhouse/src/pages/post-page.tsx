import { legalPageUrl } from '@591/config';
import { BuilderPage } from '../content/builder-page.tsx';
import { PostStartLink } from '../content/post-start-link.tsx';

/**
 * 免費刊登建案: what a builder or sales agent prepares, and the way into the project form on
 * user.<domain> (drafts, photos and publishing, as members post listings).
 */
export function Component() {
  return (
    <BuilderPage
      title="免費刊登建案"
      lead="建設公司與代銷公司可免費在591新建案刊登建案，讓正在找預售屋與新成屋的買方看到完整的建案資料。"
    >
      <PostStartLink />
      <h2>刊登需要準備的資料</h2>
      <ul>
        <li>建案名稱、基地地址與接待中心地址、賞屋時間與電話（手機或 0800、0809 免付費電話）</li>
        <li>投資建設、營造公司、企劃銷售與建築設計的公司名稱</li>
        <li>建照號碼（預售屋）或使用執照號碼（新成屋）與完工年月</li>
        <li>總戶數、棟數與地上／地下樓層、基地面積、建蔽率、公設比</li>
        <li>規劃格局與坪數、單價與總價區間（尚未定價可標示「價格待定」）、車位規劃、管理費</li>
        <li>外觀、格局圖與周邊環境照片，每張至少 1280 × 960 像素；外觀的第一張是建案封面</li>
      </ul>
      <h2>刊登流程</h2>
      <ol>
        <li>以公司的會員帳號登入（還沒有帳號可免費註冊）。</li>
        <li>
          填寫建案資料並上傳外觀、格局圖與周邊環境照片；系統邊填邊自動儲存，隨時可以回來繼續。
        </li>
        <li>
          按下「刊登建案」，資料齊全即上架：建案立即出現在新建案列表與建案頁，有缺漏的欄位會標示出來，已填的內容都會保留。
        </li>
        <li>建案頁提供預約賞屋，預約會送到你的會員中心；訂閱相符搜尋的買方也會收到通知。</li>
      </ol>
      <p className="builder-page__note">
        591只刊登有建照號碼的建案，刊登資料須與建照及廣告內容一致；依
        <a href={legalPageUrl('terms')}>服務條款</a>，不實或誇大的資料將被下架。
      </p>
    </BuilderPage>
  );
}
