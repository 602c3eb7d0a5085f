import { describe, expect, it } from 'vitest';
import { NotLoggedInError } from '../member.ts';
import {
  createEditorArticle,
  fetchEditorArticles,
  NotAnEditorError,
  publishEditorArticle,
  saveEditorArticle,
  uploadEditorImage,
} from '../news-editor.ts';
import { answer, sent } from './answer-fetch.ts';

const article = { title: '標題', lead: '摘要', body: '內文', category: 'rent', regionIds: [1] };

describe('news editor calls', () => {
  it('writes drafts with POST and PUT, and a refusal names its field', async () => {
    answer({ status: 1, data: { id: 5 } }, 201);
    expect(await createEditorArticle(article)).toEqual({ ok: true, data: { id: 5 } });
    answer({ statusCode: 400, message: '請填寫標題', field: 'title' }, 400);
    expect(await saveEditorArticle(5, { ...article, title: '' })).toEqual({
      ok: false,
      message: '請填寫標題',
      field: 'title',
    });
    answer({ status: 1, data: { id: 5 } });
    await publishEditorArticle(5);
    expect(sent.map(({ request }) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      [
        'POST /v1/editor/articles',
        'PUT /v1/editor/articles/5',
        'POST /v1/editor/articles/5/publish',
      ],
    );
    expect(JSON.parse(sent[1]!.body)).toEqual({ ...article, title: '' });
  });

  it('tells a visitor and a member who is not an editor apart', async () => {
    answer({ statusCode: 401 }, 401);
    await expect(fetchEditorArticles()).rejects.toBeInstanceOf(NotLoggedInError);
    answer({ statusCode: 403, message: '只有編輯可以管理新聞' }, 403);
    await expect(fetchEditorArticles()).rejects.toBeInstanceOf(NotAnEditorError);
  });

  it('uploads an image as a form’s file and shows the API’s words when it is refused', async () => {
    answer(
      { status: 1, data: { url: 'https://api.591.localhost/x.webp', markdown: '![](api:/x)' } },
      201,
    );
    const result = await uploadEditorImage(new Blob(['png'], { type: 'image/png' }));
    expect(result).toEqual({
      ok: true,
      data: { url: 'https://api.591.localhost/x.webp', markdown: '![](api:/x)' },
    });
    expect(sent[0]!.request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(sent[0]!.body).toContain('name="image"');
    answer({ statusCode: 400, message: '這個檔案不是照片' }, 400);
    expect(await uploadEditorImage(new Blob(['x']))).toEqual({
      ok: false,
      message: '這個檔案不是照片',
    });
  });
});
