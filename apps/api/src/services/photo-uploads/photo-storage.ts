import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where posted photos live, behind the one interface routes use: files on a local disk by
 * default; a bucket (S3-compatible) is another implementation of the same three calls.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are relative paths such as drafts/3f9a…/640.webp: nothing that climbs out of the root. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a photo storage key: ${key}`);
  }
  return key;
}

export class LocalDiskStorage implements PhotoStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.root, checkedKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a photo.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(path.join(this.root, checkedKey(key))).catch(() => null);
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(path.join(this.root, checkedKey(prefix)), { recursive: true, force: true });
  }
}
