import { isNewsCategory, NEWS_ARTICLE_LIMITS, type NewsCategory } from '@591/config';
import type { EditorArticleBody, EditorArticleField } from '@591/contract';
import { FieldError } from '../../lib/http-errors.ts';
import type { LocationCatalog } from '../location-catalog.ts';

/** What a written article stores of the editor's form, checked. */
export interface EditorArticleFields {
  title: string;
  lead: string;
  body: string;
  category: NewsCategory;
  regionIds: number[];
}

/** Counted in characters as people see them, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

const TOO_LONG = {
  title: `標題最多 ${NEWS_ARTICLE_LIMITS.title} 字`,
  lead: `摘要最多 ${NEWS_ARTICLE_LIMITS.lead} 字`,
  body: `內文最多 ${NEWS_ARTICLE_LIMITS.body.toLocaleString('en-US')} 字`,
} as const;

/**
 * Checks the editor's form as typed, in the editor's words: the first field that is wrong
 * throws a FieldError naming it. A draft is checked as a published article is, so publishing
 * never finds a gap.
 */
export function editorArticleFields(
  typed: EditorArticleBody,
  catalog: LocationCatalog,
): EditorArticleFields {
  const refuse = (field: EditorArticleField, message: string): never => {
    throw new FieldError(field, message);
  };
  const text = (field: 'title' | 'lead' | 'body', emptyMessage: string) => {
    const value = typed[field].trim();
    if (value === '') refuse(field, emptyMessage);
    if (lengthOf(value) > NEWS_ARTICLE_LIMITS[field]) refuse(field, TOO_LONG[field]);
    return value;
  };
  const title = text('title', '請填寫標題');
  const lead = text('lead', '請填寫摘要');
  const body = text('body', '請填寫內文');
  if (!isNewsCategory(typed.category)) refuse('category', '請選擇分類');
  const regionIds = [...new Set(typed.regionIds)];
  if (!regionIds.every((id) => catalog.regionById.has(id))) {
    refuse('regionIds', '請選擇正確的縣市');
  }
  return { title, lead, body, category: typed.category as NewsCategory, regionIds };
}
