import {
  createEditorArticle,
  type EditorArticle,
  type EditorArticleBody,
  type EditorArticleField,
  type FormResult,
  publishEditorArticle,
  saveEditorArticle,
  unpublishEditorArticle,
} from '@591/api-client';
import { NEWS_ARTICLE_LIMITS, NEWS_CATEGORIES, originOf } from '@591/config';
import { useFormFields } from '@591/ui';
import { useRef, useState } from 'react';
import { ArticlePreview } from './article-preview.tsx';
import { ImageUploadButton } from './image-upload-button.tsx';
import { insertBlock } from './insert-block.ts';
import { RegionTags } from './region-tags.tsx';

type Busy = 'save' | 'preview' | 'publish' | 'unpublish' | null;

/** The form's fields as typed; the cities are the ticked ids, comma-separated. */
const typedOf = (article: EditorArticle | null): Record<EditorArticleField, string> => ({
  title: article?.title ?? '',
  lead: article?.lead ?? '',
  body: article?.body ?? '',
  category: article?.category ?? '',
  regionIds: article?.regionIds.join(',') ?? '',
});

/**
 * One article in the editor: its fields, markdown with images uploaded at the cursor, 預覽 as
 * readers will see it, 儲存草稿, 發布 and 取消發布. Every action saves what is typed first, so
 * what is previewed or published is what is in the form; a refusal shows at its field and
 * nothing typed is lost.
 */
export function ArticleForm({
  article,
  onChanged,
  onClose,
}: {
  article: EditorArticle | null;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { id, form, values, set, refusal, setRefusal, fieldProps, errorAt } = useFormFields(
    typedOf(article),
    'mf',
  );
  const [saved, setSaved] = useState(article);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState('');
  /** The form's fields when the preview was made: changed since, it is out of date. */
  const [previewed, setPreviewed] = useState<string | null>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);

  const bodyOf = (): EditorArticleBody => ({
    title: values.title,
    lead: values.lead,
    body: values.body,
    category: values.category,
    regionIds: values.regionIds ? values.regionIds.split(',').map(Number) : [],
  });
  const regionIds = bodyOf().regionIds;

  const settle = (result: FormResult<EditorArticle>): EditorArticle | null => {
    if (!result.ok) {
      setRefusal({ message: result.message, field: result.field });
      return null;
    }
    setSaved(result.data);
    onChanged();
    return result.data;
  };
  const save = async () =>
    settle(
      saved ? await saveEditorArticle(saved.id, bodyOf()) : await createEditorArticle(bodyOf()),
    );
  const run = async (action: Exclude<Busy, null>, work: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(action);
    setRefusal(null);
    setNotice('');
    const done = await work();
    setBusy(null);
    if (done) setNotice(done);
  };

  const saveDraft = () =>
    run('save', async () => {
      const article = await save();
      if (!article) return null;
      return article.status === 'published' ? '已儲存，讀者現在看到的是新的內容' : '已儲存草稿';
    });
  const preview = () =>
    run('preview', async () => {
      const typed = JSON.stringify(bodyOf());
      if (!(await save())) return null;
      setPreviewed(typed);
      return '已儲存，預覽如下';
    });
  const publish = () =>
    run('publish', async () => {
      const article = await save();
      if (!article) return null;
      const published = settle(await publishEditorArticle(article.id));
      return published && `已發布，文章在「${published.categoryName}」分類的最前面`;
    });
  const unpublish = () =>
    run('unpublish', async () => {
      if (!saved) return null;
      const draft = settle(await unpublishEditorArticle(saved.id));
      return draft && '已取消發布，文章改回草稿，讀者看不到了';
    });

  // An upload takes a while: the image goes into the body as it is when the upload is done.
  const latest = useRef(values);
  latest.current = values;
  const insertImage = (markdown: string) => {
    const field = bodyField.current;
    const typed = latest.current.body;
    const { text, caret } = insertBlock(typed, field?.selectionEnd ?? typed.length, markdown);
    set('body', text);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(caret, caret);
    });
    setNotice('已插入圖片，請在 ![ ] 的方括號內寫上圖片說明');
  };

  const label = (field: EditorArticleField, text: string) => (
    <label className="mf__label" htmlFor={`${id}-${field}`}>
      {text}
    </label>
  );
  const published = saved?.status === 'published';
  return (
    <form
      ref={form}
      className="news-editor"
      data-testid="article-form"
      noValidate
      aria-label={saved ? `編輯「${saved.title}」` : '新增文章'}
      onSubmit={(event) => {
        event.preventDefault();
        void saveDraft();
      }}
    >
      <p className="center__status">
        {saved ? (
          <span className={`center-item__status news-status--${saved.status}`}>
            {published ? '已發布' : '草稿'}
          </span>
        ) : (
          '新文章：儲存後成為草稿，發布後讀者才看得到。'
        )}
        {published && saved && (
          <>
            {' '}
            <a href={`${originOf('news')}/news/${saved.id}`}>看文章</a>
          </>
        )}
      </p>
      <div className="mf__field">
        {label('title', '標題')}
        <input
          className="mf__input"
          {...fieldProps('title')}
          maxLength={NEWS_ARTICLE_LIMITS.title}
        />
        {errorAt('title')}
      </div>
      <div className="mf__field">
        {label('lead', '摘要')}
        <textarea
          className="mf__input"
          rows={3}
          {...fieldProps('lead')}
          maxLength={NEWS_ARTICLE_LIMITS.lead}
        />
        {errorAt('lead')}
      </div>
      <div className="mf__field">
        {label('category', '分類')}
        <select className="mf__input" {...fieldProps('category')}>
          <option value="">請選擇</option>
          {NEWS_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {errorAt('category')}
      </div>
      <RegionTags
        chosen={regionIds}
        onChange={(chosen) => set('regionIds', chosen.join(','))}
        describedBy={fieldProps('regionIds')['aria-describedby']}
        error={errorAt('regionIds')}
      />
      <div className="mf__field">
        {label('body', '內文（Markdown）')}
        <p className="mf__hint">
          ## 小標題、**粗體**、- 清單、[連結文字](https://…)；圖片請用「上傳圖片」，會插入在游標處。
        </p>
        <div className="news-editor__tools">
          <ImageUploadButton
            onUploaded={insertImage}
            onRefused={(message) => setRefusal({ message, field: 'body' })}
          />
        </div>
        <textarea
          ref={bodyField}
          className="mf__input news-editor__body"
          {...fieldProps('body')}
          maxLength={NEWS_ARTICLE_LIMITS.body}
        />
        {errorAt('body')}
      </div>
      {refusal && !refusal.field && (
        <p className="mf__alert" role="alert">
          {refusal.message}
        </p>
      )}
      <p className="center__live" role="status">
        {notice}
      </p>
      <div className="news-editor__actions">
        <button type="submit" className="center-button" disabled={busy !== null}>
          {busy === 'save' ? '儲存中…' : published ? '儲存變更' : '儲存草稿'}
        </button>
        <button
          type="button"
          className="center-button"
          disabled={busy !== null}
          onClick={() => void preview()}
        >
          {busy === 'preview' ? '預覽中…' : '預覽'}
        </button>
        {published ? (
          <button
            type="button"
            className="center-button center-button--danger"
            disabled={busy !== null}
            onClick={() => void unpublish()}
          >
            {busy === 'unpublish' ? '取消發布中…' : '取消發布'}
          </button>
        ) : (
          <button
            type="button"
            className="center-button"
            disabled={busy !== null}
            onClick={() => void publish()}
          >
            {busy === 'publish' ? '發布中…' : '發布'}
          </button>
        )}
        <button type="button" className="center-button" onClick={onClose}>
          返回列表
        </button>
      </div>
      {published && (
        <p className="mf__hint">已發布的文章：儲存與預覽都會立即更新讀者看到的內容。</p>
      )}
      {saved && previewed === JSON.stringify(bodyOf()) && <ArticlePreview article={saved} />}
    </form>
  );
}
