import {
  type EditorArticle,
  fetchEditorArticle,
  fetchEditorArticles,
  NotAnEditorError,
} from '@591/api-client';
import { useLoaderData } from '@591/react-router';
import { useState } from 'react';
import { EmptyState, LoadStatus } from '../load-status.tsx';
import { TabPanel } from '../tab-panel.tsx';
import { firstReadOnServer, useMemberData } from '../use-member-data.ts';
import { ArticleForm } from './article-form.tsx';
import { ArticleItem } from './article-item.tsx';
import { NEWS_EDITOR_CSS } from './news-editor-styles.ts';

const PAGE_SIZE = 50;

/** The editor's articles; a member who is not an editor is told so rather than shown a failure. */
const read = () =>
  fetchEditorArticles(1, PAGE_SIZE).then(
    (articles) => ({ editor: true as const, articles }),
    (error: unknown) => {
      if (error instanceof NotAnEditorError) return { editor: false as const };
      throw error;
    },
  );

export const loader = firstReadOnServer(read);

/** What the tab shows: the list, a new article, or one being edited. */
type Editing = { article: EditorArticle | null } | null;

/**
 * 新聞管理, for the site's news editors: the written articles (drafts and published, the last
 * changed first), 新增文章, and the editor for one. Data stories are not here: the deals
 * rewrite them.
 */
export function Component() {
  const data = useMemberData(read, useLoaderData() as Awaited<ReturnType<typeof read>> | null);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');

  const open = async (id: number) => {
    setAnnouncement('');
    try {
      setEditing({ article: await fetchEditorArticle(id) });
    } catch {
      setAnnouncement('文章載入失敗，請稍後再試');
    }
  };
  const reload = () => {
    if (data.state === 'ready') data.reload();
  };

  return (
    <TabPanel id="news-title" title="新聞管理">
      <style href="@591/user/news-editor" precedence="default">
        {NEWS_EDITOR_CSS}
      </style>
      <LoadStatus data={data} />
      {data.state === 'ready' && !data.data.editor && (
        <p className="mf__alert" role="alert">
          只有編輯可以管理新聞。這裡是新聞編輯部撰寫與發布文章的地方。
        </p>
      )}
      {data.state === 'ready' && data.data.editor && editing && (
        <ArticleForm
          key={editing.article?.id ?? 'new'}
          article={editing.article}
          onChanged={reload}
          onClose={() => setEditing(null)}
        />
      )}
      {data.state === 'ready' && data.data.editor && !editing && (
        <>
          <p className="center__live" aria-live="polite">
            {announcement}
          </p>
          <p>
            <button
              type="button"
              className="center-button"
              onClick={() => setEditing({ article: null })}
            >
              新增文章
            </button>
          </p>
          {data.data.articles.items.length === 0 ? (
            <EmptyState>
              <p>還沒有文章。按「新增文章」開始寫第一篇。</p>
            </EmptyState>
          ) : (
            <ul className="center-list">
              {data.data.articles.items.map((article) => (
                <ArticleItem
                  key={article.id}
                  article={article}
                  onEdit={() => void open(article.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </TabPanel>
  );
}
