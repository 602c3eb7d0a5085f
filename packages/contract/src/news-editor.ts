/** 新聞管理: the site's editors write, preview, publish and unpublish articles. */
import { NEWS_ARTICLE_LIMITS } from '@591/config';
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, Nullable, OneOf, Page, Shape } from './common.ts';

/**
 * POST and PUT /v1/editor/articles: the editor's form as typed. The API checks each field and
 * answers a refusal in words naming it; the schema's bounds only keep oversized bodies out.
 */
export const EditorArticleBody = Shape({
  title: Type.String({ maxLength: NEWS_ARTICLE_LIMITS.title * 2 }),
  lead: Type.String({ maxLength: NEWS_ARTICLE_LIMITS.lead * 2 }),
  body: Type.String({ maxLength: NEWS_ARTICLE_LIMITS.body + 1_000 }),
  /** One of NEWS_CATEGORIES (@591/config); empty until one is chosen. */
  category: Type.String({ maxLength: 20 }),
  /** The cities it is about; none for the whole country. */
  regionIds: Type.Array(Type.Integer({ minimum: 0, maximum: 32_767 }), { maxItems: 30 }),
});
export type EditorArticleBody = Static<typeof EditorArticleBody>;
export type EditorArticleField = keyof EditorArticleBody;

/** A written article as its editors list it: a draft until published. */
export const EditorArticleSummary = Shape({
  id: Type.Integer(),
  title: Type.String(),
  lead: Type.String(),
  category: Type.String(),
  categoryName: Type.String(),
  regionIds: Type.Array(Type.Integer()),
  author: Type.String(),
  status: OneOf(['draft', 'published']),
  publishedAt: Nullable(IsoTime),
  updatedAt: IsoTime,
});
export type EditorArticleSummary = Static<typeof EditorArticleSummary>;

/** GET /v1/editor/articles?page=: the written articles, drafts too, last changed first. */
export const EditorArticlePage = Envelope(Page(EditorArticleSummary));
export type EditorArticlePage = Static<typeof EditorArticlePage>;

/** One article to edit: its markdown, and the HTML readers will see (the preview). */
export const EditorArticle = Shape({
  ...EditorArticleSummary.properties,
  body: Type.String(),
  bodyHtml: Type.String(),
});
export type EditorArticle = Static<typeof EditorArticle>;

/** Every write and read of one article answers it as it is now. */
export const EditorArticleAnswer = Envelope(EditorArticle);
export type EditorArticleAnswer = Static<typeof EditorArticleAnswer>;

/** POST /v1/editor/images (201): where the stored image is, and the markdown that shows it. */
export const EditorImageUploaded = Envelope(
  Shape({
    /** The image as a browser loads it now. */
    url: Type.String(),
    /** `![](api:/v1/news-images/…)`: shown wherever the site runs. */
    markdown: Type.String(),
  }),
);
export type EditorImageUploaded = Static<typeof EditorImageUploaded>;
