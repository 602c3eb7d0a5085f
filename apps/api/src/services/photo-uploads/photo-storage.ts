import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A folder of stored files (one photo's variants, or a listing's photo set) and its age. */
export interface StoredFolder {
  /** The folder's name under its prefix: a photo id or a photo set. */
  name: string;
  /** When a file in it was last written. */
  modifiedAt: Date;
}

/**
 * Where posted photos live, behind the one interface routes use: files on a local disk by
 * default; a bucket (S3-compatible) is another implementation of the same calls.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  deletePrefix(prefix: string): Promise<void>;
  /** The folders directly under a prefix (drafts, listings), for the unused-photo sweep. */
  listFolders(prefix: string): Promise<StoredFolder[]>;
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

  async listFolders(prefix: string): Promise<StoredFolder[]> {
    const parent = path.join(this.root, checkedKey(prefix));
    const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
    const folders = await Promise.all(
      entries
        .filter((entry) => entry.isDirectory())
        .map(async (entry) => {
          // A folder's own time changes as files are added to it; a folder deleted meanwhile
          // (by another instance's sweep) is left out.
          const stats = await stat(path.join(parent, entry.name)).catch(() => null);
          return stats && { name: entry.name, modifiedAt: stats.mtime };
        }),
    );
    return folders.filter((folder) => folder !== null);
  }
}
