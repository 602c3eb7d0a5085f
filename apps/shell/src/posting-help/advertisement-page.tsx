import { HelpFrame, ServiceContact } from './help-frame.tsx';

/** Where an image ad can stand, as the site's pages are laid out. */
const PLACEMENTS = [
  { name: '首頁', where: '全站流量最大的入口，搜尋框與最新物件旁。' },
  { name: '搜尋列表', where: '租屋、中古屋、土地與商用列表，可依地區與物件類別投放。' },
  { name: '物件詳情頁', where: '看屋者比較物件時的頁面，適合仲介品牌與周邊服務。' },
] as const;

/** 圖片廣告: what an advertiser can buy, and whom to ask. */
export function Component() {
  return (
    <HelpFrame title="圖片廣告" lead="讓建案、仲介品牌與居家服務，出現在正在找房的人眼前。">
      <section aria-labelledby="ad-placements">
        <h2 id="ad-placements">廣告版位</h2>
        <dl>
          {PLACEMENTS.map((placement) => (
            <div key={placement.name}>
              <dt>
                <strong>{placement.name}</strong>
              </dt>
              <dd>{placement.where}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ServiceContact heading="廣告洽詢" />
    </HelpFrame>
  );
}
