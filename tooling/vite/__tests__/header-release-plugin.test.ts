import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headerRelease } from '../header-release-plugin.ts';

let sources: string;

beforeEach(async () => {
  sources = await mkdtemp(path.join(tmpdir(), 'header-src-'));
  await mkdir(path.join(sources, 'menus'));
  await mkdir(path.join(sources, '__tests__'));
  await writeFile(path.join(sources, 'header.tsx'), 'export const Header = 1;');
  await writeFile(path.join(sources, 'menus', 'rent.ts'), "export const RENT = '租屋';");
});

afterEach(() => rm(sources, { recursive: true, force: true }));

describe('headerRelease', () => {
  it('is the release a pipeline names', () => {
    expect(headerRelease({ HEADER_RELEASE: 'header-42' }, [sources])).toBe('header-42');
  });

  it('is the same for two builds of the same header sources', () => {
    const release = headerRelease({}, [sources]);
    expect(release).toMatch(/^src-[0-9a-f]{12}$/);
    expect(headerRelease({}, [sources])).toBe(release);
  });

  it('is a new release when a menu changes, and not when only a test does', async () => {
    const before = headerRelease({}, [sources]);
    await writeFile(path.join(sources, '__tests__', 'header.test.ts'), 'it("x", () => {});');
    expect(headerRelease({}, [sources])).toBe(before);
    await writeFile(path.join(sources, 'menus', 'rent.ts'), "export const RENT = '租屋・找房';");
    expect(headerRelease({}, [sources])).not.toBe(before);
  });
});
