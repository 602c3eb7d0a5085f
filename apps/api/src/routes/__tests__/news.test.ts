import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsArticles } from '../../db/schema/index.ts';
import { WRITTEN_ARTICLES } from '../../services/data/news-articles.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { addWrittenArticles } from '../../services/news/written-articles.ts';
import { importShippedRealPrice } from '../../services/real-price/shipped-data.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 300 });
  await addWrittenArticles(api.db, new Date());
  // The import writes the data stories of the deals it brings.
  await importShippedRealPrice(api.db, await loadLocationCatalog(api.db));
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, headers: response.headers };
};
const json = async (url: string) => JSON.parse((await get(url)).body);

describe('GET /v1/news', () => {
  it('lists the written articles and the deals’ data stories, newest first', async () => {
    const page = await json('/v1/news?pageSize=50');
    const titles = page.items.map((item: { title: string }) => item.title);
    for (const article of WRITTEN_ARTICLES) expect(titles).toContain(article.title);
    const stories = page.items.filter((item: { data: boolean }) => item.data);
    // The shipped file's months with ten home sales and more, the last three of them.
    expect(stories.length).toBe(3);
    for (const story of stories) {
      expect(story.title).toMatch(/^台北市20\d\d年\d{1,2}月實價登錄：買賣 \d+ 筆/);
      expect(story.regions).toEqual([{ id: 1, name: '台北市' }]);
    }
    const times = page.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps to a category and a city', async () => {
    const rent = await json('/v1/news?category=rent');
    expect(rent.items.every((item: { category: string }) => item.category === 'rent')).toBe(true);
    expect(rent.total).toBe(1);
    const taipei = await json('/v1/news?region=1');
    expect(taipei.total).toBe(3);
    expect((await get('/v1/news?category=gossip')).status).toBe(400);
    expect((await get('/v1/news?region=98')).status).toBe(404);
  });
});

describe('GET /v1/news/:id', () => {
  it('gives a data story whose figures are the deals’, with the source named and homes in its city', async () => {
    const [story] = (await json('/v1/news?region=1')).items;
    const article = await json(`/v1/news/${story.id}`);
    expect(article.bodyHtml).toContain('<table>');
    expect(article.bodyHtml).toContain('政府資料開放授權條款－第1版');
    // The link to the city's deals is market.'s address wherever the site runs.
    expect(article.bodyHtml).toContain('https://market.591.com.tw/price?regionid=1');
    expect(article.listings.length).toBeGreaterThan(0);
    expect(article.listings.every((card: { regionId: number }) => card.regionId === 1)).toBe(true);
    expect(article.related.every((item: { id: number }) => item.id !== story.id)).toBe(true);
  });

  it('shows raw HTML in an article as text, and keeps drafts and unknown ids 404', async () => {
    const [draft, written] = await api.db
      .insert(newsArticles)
      .values([
        { title: '草稿', lead: '未發布', body: '內容', category: 'policy', author: '編輯' },
        {
          title: '有 HTML 的文章',
          lead: '測試',
          body: '## 標題\n\n<script>alert(1)</script>',
          category: 'policy',
          author: '編輯',
          publishedAt: new Date(Date.now() - 1000),
        },
      ])
      .returning({ id: newsArticles.id });
    const html = (await json(`/v1/news/${written!.id}`)).bodyHtml;
    expect(html).toContain('<h2');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect((await get(`/v1/news/${draft!.id}`)).status).toBe(404);
    const missing = await get('/v1/news/999999');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).message).toBe('找不到這篇新聞');
  });
});

describe('GET /v1/news/feed.xml', () => {
  it('is RSS 2.0 of the newest articles, of a category when asked', async () => {
    const feed = await get('/v1/news/feed.xml?category=rent');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('<rss version="2.0">');
    expect(feed.body).toContain('<title>591新聞・租屋</title>');
    expect(feed.body.match(/<item>/g)).toHaveLength(1);
    expect(feed.body).toMatch(/<link>https:\/\/news\.591\.com\.tw\/news\/\d+<\/link>/);
  });
});
