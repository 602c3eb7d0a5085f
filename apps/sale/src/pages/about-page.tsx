import { minWidthQuery, originOf } from '@591/config';
import { Link } from '@591/react-router';
import { useSalePath } from '../app/sale-paths.ts';

const CSS = `
.sale-about{max-width:960px;margin:0 auto;padding:32px 16px 56px;color:#333;line-height:1.7}
.sale-about h1{margin:0;font-size:28px;color:#222}
.sale-about__lead{margin:8px 0 0;font-size:17px;color:#444}
.sale-about__grid{display:grid;grid-template-columns:1fr;gap:16px;margin:28px 0 0}
.sale-about__card{padding:20px;border:1px solid #f0dcc8;border-radius:10px;background:#fff}
.sale-about__card h2{margin:0 0 8px;font-size:20px;color:#8a3d00}
.sale-about__card ul{margin:0;padding-left:1.2em}
.sale-about__promo{margin:12px 0 0;font-weight:700;color:#c62828}
.sale-about__actions{display:flex;flex-wrap:wrap;gap:12px;margin:28px 0 0}
.sale-about__actions a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:22px;text-decoration:none;font-weight:700}
.sale-about__primary{background:#b35000;color:#fff}
.sale-about__primary:hover{background:#8a3d00}
.sale-about__secondary{border:1px solid #b35000;color:#8a3d00;background:#fff}
@media ${minWidthQuery('md')}{
.sale-about h1{font-size:36px}
.sale-about__grid{grid-template-columns:1fr 1fr}
}
`;

/** What 591售屋網 offers buyers and sellers, in the section's own editorial layout. */
export function Component() {
  const salePath = useSalePath();
  return (
    <article className="sale-about">
      <style href="@591/sale/about" precedence="default">
        {CSS}
      </style>
      <h1>關於591售屋網</h1>
      <p className="sale-about__lead">
        591售屋網是591房屋交易網的中古屋頻道：全台各縣市的中古屋、屋主自售與法拍屋，都在這裡刊登與搜尋。
      </p>
      <div className="sale-about__grid">
        <section className="sale-about__card" aria-labelledby="sale-about-buyers">
          <h2 id="sale-about-buyers">給買方</h2>
          <ul>
            <li>依行政區、總價、單價、坪數、屋齡、格局與建物型態篩選</li>
            <li>只看屋主自售，或降價、急售、必看好屋與法拍屋</li>
            <li>每筆物件標示權狀與主建物坪數、公設比、樓層與社區</li>
            <li>房屋比較：最多 4 間並排比較單價、公設比、屋齡與周邊捷運</li>
          </ul>
        </section>
        <section className="sale-about__card" aria-labelledby="sale-about-sellers">
          <h2 id="sale-about-sellers">給賣方</h2>
          <ul>
            <li>屋主與經紀人皆可刊登，照片、格局與社區資訊完整呈現</li>
            <li>降價與急售標籤，讓有意的買方第一時間看到</li>
            <li>刊登後隨時修改售價，買方收藏與瀏覽數一目了然</li>
          </ul>
          <p className="sale-about__promo">出售刊登每筆240元起</p>
        </section>
      </div>
      <div className="sale-about__actions">
        <Link className="sale-about__primary" to={`${salePath('')}?shType=list`}>
          看中古屋列表
        </Link>
        <a
          className="sale-about__secondary"
          href={`${originOf('www')}/index.php?module=house&action=postFirst&type=sale`}
        >
          刊登出售物件
        </a>
        <Link className="sale-about__secondary" to={salePath('house-pk')}>
          房屋比較
        </Link>
      </div>
    </article>
  );
}
