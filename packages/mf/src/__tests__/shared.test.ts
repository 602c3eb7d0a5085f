import { describe, expect, it, vi } from 'vitest';
import { SHARED_SINGLETONS, sharedSingletons } from '../shared.ts';

const EXPECTED_SINGLETONS = ['react', 'react-dom', 'react-router', 'zustand', '@591/identity'];

describe('shared singletons', () => {
  it('share react, react-dom, react-router, zustand and @591/identity', () => {
    expect([...SHARED_SINGLETONS].sort()).toEqual([...EXPECTED_SINGLETONS].sort());
  });

  it('never share stateless config, so each bundle keeps only the part it uses', () => {
    expect(SHARED_SINGLETONS).not.toContain('@591/config');
  });

  it('never share the header, so a shell release replaces it everywhere', () => {
    expect(SHARED_SINGLETONS).not.toContain('@591/header');
    expect(sharedSingletons(() => '1.0.0')).not.toHaveProperty(['@591/header']);
  });

  it('mark every package as a singleton requiring the version it was built with', () => {
    const versions: Record<string, string> = {
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-router': '8.5.1',
      zustand: '5.1.0',
      '@591/identity': '0.2.0',
    };
    const versionOf = vi.fn((pkg: string) => versions[pkg] ?? 'unknown');
    expect(sharedSingletons(versionOf)).toEqual({
      react: { singleton: true, requiredVersion: '^19.3.1' },
      'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
      'react-router': { singleton: true, requiredVersion: '^8.5.1' },
      zustand: { singleton: true, requiredVersion: '^5.1.0' },
      '@591/identity': { singleton: true, requiredVersion: '^0.2.0' },
    });
    expect(versionOf.mock.calls.map(([pkg]) => pkg).sort()).toEqual(
      [...EXPECTED_SINGLETONS].sort(),
    );
  });

  it('fails when a version cannot be read, rather than sharing an unversioned copy', () => {
    expect(() =>
      sharedSingletons(() => {
        throw new Error('Cannot find module zustand/package.json');
      }),
    ).toThrow('Cannot find module zustand/package.json');
  });
});
