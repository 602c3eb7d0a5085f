import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketStorage } from '../bucket-storage.ts';

/**
 * A stand-in for the bucket service (no S3 runs here): objects in a map, the few calls the
 * storage makes, and a refusal of any request not signed with the configured key.
 */
const objects = new Map<string, Buffer>();
/** When each object was written, as the bucket's LastModified says. */
const written = new Map<string, string>();
/** Keys a listing page holds: small, so a test sees the storage follow continuation tokens. */
const LIST_PAGE = 2;
const seen: { method: string; url: string; authorization: string }[] = [];
let server: Server;
let endpoint: string;

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const authorization = request.headers.authorization ?? '';
    seen.push({ method: request.method ?? '', url: request.url ?? '', authorization });
    if (!authorization.startsWith('AWS4-HMAC-SHA256 Credential=TESTKEY/')) {
      response.writeHead(403).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://bucket');
    const key = decodeURIComponent(url.pathname.replace(/^\/photos\//, ''));
    if (request.method === 'PUT') {
      objects.set(key, await body(request));
      written.set(key, new Date().toISOString());
      response.writeHead(200).end();
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else if (url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((item) => item.startsWith(prefix)).sort();
      const from = Number(url.searchParams.get('continuation-token') ?? 0);
      const page = keys.slice(from, from + LIST_PAGE);
      const more = from + LIST_PAGE < keys.length;
      const contents = page
        .map(
          (item) =>
            `<Contents><Key>${item}</Key><LastModified>${written.get(item)}</LastModified></Contents>`,
        )
        .join('');
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<ListBucketResult><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${from + LIST_PAGE}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
        );
    } else {
      const object = objects.get(key);
      if (object) response.writeHead(200).end(object);
      else response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('BucketStorage', () => {
  it('puts, gets and deletes photos in the bucket, every request signed', async () => {
    const storage = new BucketStorage({
      endpoint,
      bucket: 'photos',
      region: 'auto',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'secret',
    });
    await storage.put('drafts/abc/640.webp', Buffer.from('six forty'));
    await storage.put('drafts/abc/320.webp', Buffer.from('three twenty'));
    await storage.put('drafts/other/320.webp', Buffer.from('kept'));
    expect((await storage.get('drafts/abc/640.webp'))?.toString()).toBe('six forty');
    expect(await storage.get('drafts/missing/640.webp')).toBeNull();

    await storage.deletePrefix('drafts/abc');
    expect([...objects.keys()]).toEqual(['drafts/other/320.webp']);
    expect(seen.every((request) => request.authorization.includes('/auto/s3/aws4_request'))).toBe(
      true,
    );
  });

  it('lists the folders under a prefix with their newest write, across listing pages', async () => {
    const storage = new BucketStorage({
      endpoint,
      bucket: 'photos',
      region: 'auto',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'secret',
    });
    objects.clear();
    await storage.put('listings/set1/0-320.webp', Buffer.from('a'));
    await storage.put('listings/set1/1-320.webp', Buffer.from('b'));
    await storage.put('listings/set2/0-320.webp', Buffer.from('c'));
    await storage.put('drafts/photo/320.webp', Buffer.from('d'));
    written.set('listings/set1/0-320.webp', '2026-01-01T00:00:00.000Z');
    written.set('listings/set1/1-320.webp', '2026-01-02T00:00:00.000Z');
    written.set('listings/set2/0-320.webp', '2026-01-03T00:00:00.000Z');

    const folders = await storage.listFolders('listings');
    expect(folders).toEqual([
      { name: 'set1', modifiedAt: new Date('2026-01-02T00:00:00.000Z') },
      { name: 'set2', modifiedAt: new Date('2026-01-03T00:00:00.000Z') },
    ]);
  });

  it('fails loudly when the bucket refuses, rather than losing a photo quietly', async () => {
    const storage = new BucketStorage({
      endpoint,
      bucket: 'photos',
      region: 'auto',
      accessKeyId: 'WRONGKEY',
      secretAccessKey: 'secret',
    });
    await expect(storage.put('drafts/x/640.webp', Buffer.from('x'))).rejects.toThrow(
      'Photo bucket answered 403',
    );
  });
});
