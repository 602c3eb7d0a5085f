import type { EditorArticleSummary } from '@591/api-client';
import { originOf, REGIONS } from '@591/config';
import { VisuallyHidden } from '@591/ui';

const DATE_TIME = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const regionNames = (ids: number[]) =>
  ids.map((id) => REGIONS.find((region) => region.id === id)?.name ?? '').filter(Boolean);

/** An article in 新聞管理's list: its status, category and cities, and 編輯. */
export function ArticleItem({
  article,
  onEdit,
}: {
  article: EditorArticleSummary;
  onEdit: () => void;
}) {
  const published = article.status === 'published';
  const cities = regionNames(article.regionIds);
  return (
    <li className="center-item center-item--plain" data-testid="editor-article">
      <div className="center-item__body">
        <h3 className="center-item__title">
          {published ? (
            <a href={`${originOf('news')}/news/${article.id}`}>{article.title}</a>
          ) : (
            article.title
          )}
        </h3>
        <p className="center-item__line">
          {[article.categoryName, cities.length > 0 ? cities.join('、') : '全國', article.author]
            .filter(Boolean)
            .join('・')}
        </p>
        <p className="center-item__line">
          <span className={`center-item__status news-status--${article.status}`}>
            {published ? '已發布' : '草稿'}
          </span>{' '}
          {DATE_TIME.format(new Date(article.updatedAt))} 更新
        </p>
      </div>
      <div className="center-item__actions">
        <button type="button" className="center-button" onClick={onEdit}>
          編輯<VisuallyHidden>「{article.title}」</VisuallyHidden>
        </button>
      </div>
    </li>
  );
}
