import type { EditorArticle } from '@591/api-client';

/**
 * The article as readers will see it: the API's own rendering of the saved markdown (the
 * renderer the article page uses), so nothing differs once it is published.
 */
export function ArticlePreview({ article }: { article: EditorArticle }) {
  return (
    <section className="news-preview" aria-label="預覽" data-testid="article-preview">
      <p className="news-preview__label">預覽：讀者看到的樣子</p>
      <h3>{article.title}</h3>
      <p className="news-preview__lead">{article.lead}</p>
      <div
        // The API's HTML: raw HTML shown as text, only safe links and the site's own images.
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
    </section>
  );
}
