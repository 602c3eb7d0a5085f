import { AwsClient } from 'aws4fetch';
import type { PhotoStorage, StoredFolder } from './photo-storage.ts';

export interface BucketConfig {
  /** The service's address, e.g. https://s3.ap-northeast-1.amazonaws.com or an R2 or MinIO one. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Posted photos in an S3-compatible bucket (Amazon S3, Cloudflare R2, MinIO...), addressed
 * path-style ({endpoint}/{bucket}/{key}) so any of them works; requests are signed with AWS
 * Signature Version 4.
 */
export class BucketStorage implements PhotoStorage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(config: BucketConfig) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
    this.base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  }

  private url(key: string) {
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await this.client.fetch(url, init);
    if (!response.ok && response.status !== 404) {
      throw new Error(`Photo bucket answered ${response.status} to ${init.method ?? 'GET'} ${url}`);
    }
    return response;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.send(this.url(key), {
      method: 'PUT',
      body: bytes,
      headers: { 'Content-Type': key.endsWith('.avif') ? 'image/avif' : 'image/webp' },
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send(this.url(key));
    if (response.status === 404) return null;
    return Buffer.from(await response.arrayBuffer());
  }

  /** A prefix holds a photo's six files at most: one listing page of keys, each deleted. */
  async deletePrefix(prefix: string): Promise<void> {
    const list = await this.send(
      `${this.base}?list-type=2&prefix=${encodeURIComponent(`${prefix}/`)}`,
    );
    const keys = [...(await list.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    await Promise.all(keys.map((key) => this.send(this.url(key), { method: 'DELETE' })));
  }

  /** Every key under the prefix, a page of up to 1,000 at a time, grouped by folder. */
  async listFolders(prefix: string): Promise<StoredFolder[]> {
    const newest = new Map<string, Date>();
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${prefix}/` });
      if (token) query.set('continuation-token', token);
      const page = await (await this.send(`${this.base}?${query}`)).text();
      for (const [, body] of page.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]+)<\/Key>/.exec(body!)?.[1]?.replaceAll('&amp;', '&') ?? '';
        // An object the bucket gives no date counts as new: the sweep never removes it.
        const written = /<LastModified>([^<]+)<\/LastModified>/.exec(body!)?.[1];
        const modified = written ? new Date(written) : new Date();
        const name = key.slice(prefix.length + 1).split('/')[0];
        if (!name) continue;
        const known = newest.get(name);
        if (!known || modified > known) newest.set(name, modified);
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(page)
        ? (/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(page)?.[1] ?? null)
        : null;
    } while (token);
    return [...newest].map(([name, modifiedAt]) => ({ name, modifiedAt }));
  }
}
