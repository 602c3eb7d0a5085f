import type {
  EditorArticle,
  EditorArticleBody,
  EditorArticlePage,
  EditorImageUploaded,
} from '@591/contract';
import { HTTPError } from 'ky';
import { apiClient } from './clients.ts';
import { type FormResult, readMember, submit } from './member.ts';

/** Thrown by the editor's reads when the member is not one of the site's news editors (403). */
export class NotAnEditorError extends Error {
  constructor() {
    super('只有編輯可以管理新聞');
  }
}

async function readAsEditor<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 403) throw new NotAnEditorError();
    throw error;
  }
}

/** GET /v1/editor/articles: the written articles, drafts too, last changed first. */
export function fetchEditorArticles(page = 1, pageSize = 30) {
  return readAsEditor(() =>
    readMember<EditorArticlePage['data']>('v1/editor/articles', { page, pageSize }),
  );
}

/** GET /v1/editor/articles/:id: the article's markdown and the HTML readers will see. */
export function fetchEditorArticle(id: number) {
  return readAsEditor(() => readMember<EditorArticle>(`v1/editor/articles/${id}`));
}

/** POST /v1/editor/articles: a new draft; a refusal names the field to correct. */
export function createEditorArticle(body: EditorArticleBody): Promise<FormResult<EditorArticle>> {
  return submit('v1/editor/articles', body);
}

/** PUT /v1/editor/articles/:id: the form's fields replace what was saved (live once published). */
export function saveEditorArticle(
  id: number,
  body: EditorArticleBody,
): Promise<FormResult<EditorArticle>> {
  return submit(`v1/editor/articles/${id}`, body, 'put');
}

/** POST /v1/editor/articles/:id/publish: readers see it, first in its category. */
export function publishEditorArticle(id: number): Promise<FormResult<EditorArticle>> {
  return submit(`v1/editor/articles/${id}/publish`, {});
}

/** POST /v1/editor/articles/:id/unpublish: a draft again, gone from the site. */
export function unpublishEditorArticle(id: number): Promise<FormResult<EditorArticle>> {
  return submit(`v1/editor/articles/${id}/unpublish`, {});
}

const UPLOAD_FAILED = '圖片上傳失敗，請稍後再試';
/** A photo of 15 MB on a slow line takes a while to send. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /v1/editor/images: the image as a form's file; the answer is the markdown to insert. */
export async function uploadEditorImage(
  file: Blob,
): Promise<FormResult<EditorImageUploaded['data']>> {
  const form = new FormData();
  form.append('image', file);
  try {
    const response = await apiClient('api').post('v1/editor/images', {
      body: form,
      throwHttpErrors: false,
      retry: 0,
      timeout: UPLOAD_TIMEOUT_MS,
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<EditorImageUploaded> & {
      message?: string;
    };
    if (response.ok && answer.data) return { ok: true, data: answer.data };
    // 400, 413 and 415 say what is wrong with the file, in the editor's words.
    const worded = [400, 413, 415].includes(response.status) && answer.message;
    return { ok: false, message: worded || UPLOAD_FAILED };
  } catch {
    return { ok: false, message: UPLOAD_FAILED };
  }
}
