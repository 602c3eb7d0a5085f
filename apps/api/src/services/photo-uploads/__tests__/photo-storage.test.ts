import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../photo-storage.ts';

let root: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'photo-storage-'));
  storage = new LocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('keeps, gives back and deletes photos by key', async () => {
    await storage.put('drafts/abc123/640.webp', Buffer.from('one'));
    await storage.put('drafts/abc123/320.webp', Buffer.from('two'));
    expect((await storage.get('drafts/abc123/640.webp'))?.toString()).toBe('one');
    await storage.deletePrefix('drafts/abc123');
    expect(await storage.get('drafts/abc123/640.webp')).toBeNull();
    expect(await storage.get('drafts/missing/640.webp')).toBeNull();
  });

  it.each(['../outside.webp', 'drafts/../../etc/passwd', '/etc/passwd', 'drafts\\\\x.webp', ''])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Not a photo storage key');
    },
  );
});
