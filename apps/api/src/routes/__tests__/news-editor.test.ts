import { NEWS_EDITOR_ROLE } from '@591/config';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, newsArticles } from '../../db/schema/index.ts';
import { addEditorMember, SEED_EDITOR } from '../../seed/staff-members.ts';
import { addWrittenArticles } from '../../services/news/written-articles.ts';
import { logIn, registerMember, sessionCookieOf } from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
let editor: string;
let seeker: string;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  await addWrittenArticles(api.db, new Date());
  const registered = await registerMember(api.app);
  await api.db
    .update(members)
    .set({ role: NEWS_EDITOR_ROLE })
    .where(eq(members.mobile, registered.mobile));
  editor = registered.cookie;
  seeker = (await registerMember(api.app)).cookie;
});
afterAll(() => api.close());

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: object,
  origin = SITE_ORIGIN,
) {
  return api.app.inject({
    method,
    url,
    headers: { origin, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });
}

const article = (title = '租屋補貼新制上路') => ({
  title,
  lead: '今年起租屋補貼放寬申請資格，單身青年也能申請。',
  body: '## 申請資格\n\n年滿 18 歲、在台**無自有住宅**即可申請。',
  category: 'rent',
  regionIds: [1, 3],
});

async function draft(title?: string): Promise<number> {
  const created = await call('POST', '/v1/editor/articles', editor, article(title));
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

const publicNews = async (url: string) =>
  api.app.inject({ method: 'GET', url }).then((response) => ({
    status: response.statusCode,
    body: response.json(),
  }));

/** A multipart form with one file, as the editor's 上傳圖片 sends it. */
function imageForm(bytes: Buffer, type = 'image/png') {
  const boundary = '----news-editor-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function uploadImage(cookie: string, bytes: Buffer, origin = SITE_ORIGIN) {
  const form = imageForm(bytes);
  return api.app.inject({
    method: 'POST',
    url: '/v1/editor/images',
    headers: { origin, 'content-type': form.contentType, ...(cookie && { cookie }) },
    payload: form.payload,
  });
}

describe('who may edit the news', () => {
  it('answers visitors 401 and members who are not editors 403 on every editor route', async () => {
    const id = await draft();
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/v1/editor/articles'],
      ['POST', '/v1/editor/articles', article()],
      ['GET', `/v1/editor/articles/${id}`],
      ['PUT', `/v1/editor/articles/${id}`, article()],
      ['POST', `/v1/editor/articles/${id}/publish`, {}],
      ['POST', `/v1/editor/articles/${id}/unpublish`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, seeker, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('只有編輯可以管理新聞');
    }
    expect((await uploadImage('', Buffer.from('x'))).statusCode).toBe(401);
    expect((await uploadImage(seeker, Buffer.from('x'))).statusCode).toBe(403);
  });

  it('refuses writes from another site', async () => {
    const id = await draft();
    const created = await call('POST', '/v1/editor/articles', editor, article(), FOREIGN_ORIGIN);
    expect(created.statusCode).toBe(403);
    const publish = await call(
      'POST',
      `/v1/editor/articles/${id}/publish`,
      editor,
      {},
      FOREIGN_ORIGIN,
    );
    expect(publish.statusCode).toBe(403);
    expect((await publicNews(`/v1/news/${id}`)).status).toBe(404);
  });

  it('seeds the development editor, who logs in with SEED_EDITOR_PASSWORD', async () => {
    await addEditorMember(api.db, 'editor-demo-591');
    const [seeded] = await api.db
      .select()
      .from(members)
      .where(eq(members.mobile, SEED_EDITOR.mobile));
    expect(seeded).toMatchObject({ role: NEWS_EDITOR_ROLE, realName: '編輯部' });
    const login = await logIn(api.app, SEED_EDITOR.mobile, 'editor-demo-591');
    expect(login.statusCode).toBe(200);
    const list = await call('GET', '/v1/editor/articles', sessionCookieOf(login));
    expect(list.statusCode).toBe(200);
  });
});

describe('writing an article', () => {
  it('refuses each field in the editor’s words, naming it', async () => {
    const cases: [object, string, string][] = [
      [{ title: '  ' }, 'title', '請填寫標題'],
      [{ title: '字'.repeat(81) }, 'title', '標題最多 80 字'],
      [{ lead: '' }, 'lead', '請填寫摘要'],
      [{ lead: '字'.repeat(201) }, 'lead', '摘要最多 200 字'],
      [{ body: '' }, 'body', '請填寫內文'],
      [{ body: '字'.repeat(20_001) }, 'body', '內文最多 20,000 字'],
      [{ category: '' }, 'category', '請選擇分類'],
      [{ category: 'gossip' }, 'category', '請選擇分類'],
      [{ regionIds: [1, 98] }, 'regionIds', '請選擇正確的縣市'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call('POST', '/v1/editor/articles', editor, {
        ...article(),
        ...change,
      });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toMatchObject({ field, message });
    }
  });

  it('keeps a draft from readers, and lists it to editors with its status and preview', async () => {
    const id = await draft('草稿不公開');
    expect((await publicNews(`/v1/news/${id}`)).status).toBe(404);
    const rent = await publicNews('/v1/news?category=rent&pageSize=100');
    expect(rent.body.items.map((item: { id: number }) => item.id)).not.toContain(id);

    const list = (await call('GET', '/v1/editor/articles', editor)).json().data;
    expect(list.items[0]).toMatchObject({ id, status: 'draft', publishedAt: null });
    // The seeded written articles are there; the data stories never are.
    expect(list.items.some((item: { status: string }) => item.status === 'published')).toBe(true);

    const one = (await call('GET', `/v1/editor/articles/${id}`, editor)).json().data;
    expect(one.body).toContain('## 申請資格');
    expect(one.bodyHtml).toContain('<h2');
    expect(one.bodyHtml).toContain('<strong>無自有住宅</strong>');
  });

  it('saves changes, the last changed listed first', async () => {
    const first = await draft('先寫的');
    await draft('後寫的');
    const saved = await call('PUT', `/v1/editor/articles/${first}`, editor, {
      ...article('改過的標題'),
      category: 'policy',
      regionIds: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      title: '改過的標題',
      category: 'policy',
      regionIds: [],
    });
    const list = (await call('GET', '/v1/editor/articles', editor)).json().data;
    expect(list.items[0].id).toBe(first);
    expect((await call('PUT', '/v1/editor/articles/999999', editor, article())).statusCode).toBe(
      404,
    );
  });

  it('does not open the data stories, which the deals rewrite', async () => {
    const [story] = await api.db
      .insert(newsArticles)
      .values({
        title: '資料報導',
        lead: '由實價登錄產生',
        body: '內容',
        category: 'market',
        author: '591新聞',
        dataKey: 'deals:1:1999-01',
        publishedAt: new Date(),
      })
      .returning({ id: newsArticles.id });
    expect((await call('GET', `/v1/editor/articles/${story!.id}`, editor)).statusCode).toBe(404);
    expect(
      (await call('POST', `/v1/editor/articles/${story!.id}/unpublish`, editor, {})).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/v1/editor/articles?pageSize=100', editor)).json().data;
    expect(list.items.map((item: { id: number }) => item.id)).not.toContain(story!.id);
  });
});

describe('publishing', () => {
  it('puts a published article first in its category, and unpublishing takes it away', async () => {
    const id = await draft('編輯發布的租屋新聞');
    const published = await call('POST', `/v1/editor/articles/${id}/publish`, editor, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');

    const rent = await publicNews('/v1/news?category=rent');
    expect(rent.body.items[0]).toMatchObject({ id, title: '編輯發布的租屋新聞' });
    const page = await publicNews(`/v1/news/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.regions).toEqual([
      { id: 1, name: '台北市' },
      { id: 3, name: '新北市' },
    ]);

    // Publishing again keeps the time it first went out.
    const again = await call('POST', `/v1/editor/articles/${id}/publish`, editor, {});
    expect(again.json().data.publishedAt).toBe(published.json().data.publishedAt);

    const unpublished = await call('POST', `/v1/editor/articles/${id}/unpublish`, editor, {});
    expect(unpublished.json().data).toMatchObject({ status: 'draft', publishedAt: null });
    const after = await publicNews('/v1/news?category=rent&pageSize=100');
    expect(after.body.items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await publicNews(`/v1/news/${id}`)).status).toBe(404);
  });
});

describe('images', () => {
  it('stores an uploaded image through the photo pipeline and serves it at the URL answered', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadImage(editor, photo);
    expect(uploaded.statusCode).toBe(201);
    const { url, markdown } = uploaded.json().data;
    expect(url).toMatch(/^https:\/\/api\.591\.com\.tw\/v1\/news-images\/[0-9a-f]{32}\/1280\.webp$/);
    expect(markdown).toBe(`![](${url.replace('https://api.591.com.tw', 'api:')})`);

    const served = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1280);

    // In an article, the image is shown from the site, at every width.
    const id = await draft();
    const saved = await call('PUT', `/v1/editor/articles/${id}`, editor, {
      ...article(),
      body: `圖說如下\n\n${markdown.replace('![]', '![出租套房外觀]')}`,
    });
    const html: string = saved.json().data.bodyHtml;
    expect(html).toContain(`<img src="${url.replace('1280.webp', '640.webp')}"`);
    expect(html).toContain('alt="出租套房外觀"');
  });

  it('refuses a file that is not a photo, and another site’s upload', async () => {
    const refused = await uploadImage(editor, Buffer.from('not an image at all'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('不是照片');
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect((await uploadImage(editor, photo, FOREIGN_ORIGIN)).statusCode).toBe(403);
  });
});

describe('what an article may show', () => {
  const htmlOf = async (body: string) => {
    const id = await draft();
    const saved = await call('PUT', `/v1/editor/articles/${id}`, editor, { ...article(), body });
    return saved.json().data.bodyHtml as string;
  };

  it('shows images only from the site’s own article images', async () => {
    const html = await htmlOf(
      '![追蹤像素](https://evil.example/pixel.png)\n\n![假冒](https://api.591.com.tw/v1/photos/r1/x.webp)',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('追蹤像素');
  });

  it('keeps links to pages and mail, and turns script links into words', async () => {
    const html = await htmlOf(
      '[實價登錄](market:/price?regionid=1) [信箱](mailto:news@591.com.tw) [點我](javascript:alert(1)) [再點](&#106;avascript:alert(1)) [又點](JaVaScRiPt:alert(1)) [資料](data:text/html,hi)',
    );
    expect(html).toContain('href="https://market.591.com.tw/price?regionid=1"');
    expect(html).toContain('href="mailto:news@591.com.tw"');
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toContain('點我');
    expect(html).toContain('再點');
    expect(html).toContain('又點');
  });

  it('shows raw HTML as text', async () => {
    const html = await htmlOf('<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });
});

describe('the seed', () => {
  it('leaves the account as it is when run again, at every start', async () => {
    await addEditorMember(api.db, 'editor-demo-591');
    const before = await api.db.select().from(members).orderBy(members.id);
    await addEditorMember(api.db, 'another-password');
    expect(await api.db.select().from(members).orderBy(members.id)).toEqual(before);
  });
});
