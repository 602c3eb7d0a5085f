import { describe, expect, it, vi } from 'vitest';
import { SHARED_SINGLETONS, sharedModules } from '../shared.ts';

const EXPECTED_SINGLETONS = ['react', 'react-dom', '@591/react-router', 'zustand', '@591/identity'];

describe('shared singletons', () => {
  it('share react, react-dom, the router module, zustand and @591/identity', () => {
    expect([...SHARED_SINGLETONS].sort()).toEqual([...EXPECTED_SINGLETONS].sort());
  });

  it('share the router as the module of the exports the apps use, not react-router whole', () => {
    expect(SHARED_SINGLETONS).not.toContain('react-router');
  });

  it('never share stateless config, so each bundle keeps only the part it uses', () => {
    expect(SHARED_SINGLETONS).not.toContain('@591/config');
  });

  it('never share the header, so a shell release replaces it everywhere', () => {
    expect(SHARED_SINGLETONS).not.toContain('@591/header');
    expect(sharedModules(() => '1.0.0')).not.toHaveProperty(['@591/header']);
  });

  it('share each package requiring the version it was built with, the libraries as plain copies', () => {
    const versions: Record<string, string> = {
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@591/react-router': '1.2.0',
      zustand: '5.1.0',
      '@591/identity': '0.2.0',
      ky: '2.1.0',
      'js-cookie': '3.0.8',
    };
    const versionOf = vi.fn((pkg: string) => versions[pkg] ?? 'unknown');
    expect(sharedModules(versionOf)).toEqual({
      react: { version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      'react-dom': { version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      '@591/react-router': {
        version: '1.2.0',
        singleton: true,
        requiredVersion: '^1.2.0',
        strictVersion: true,
      },
      zustand: { version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' },
      '@591/identity': { version: '0.2.0', singleton: true, requiredVersion: '^0.2.0' },
      ky: { version: '2.1.0', singleton: false, requiredVersion: '^2.1.0' },
      'js-cookie': { version: '3.0.8', singleton: false, requiredVersion: '^3.0.8' },
    });
    expect(versionOf.mock.calls.map(([pkg]) => pkg).sort()).toEqual(
      [...EXPECTED_SINGLETONS, 'ky', 'js-cookie'].sort(),
    );
  });

  it('fails when a version cannot be read, rather than sharing an unversioned copy', () => {
    expect(() =>
      sharedModules(() => {
        throw new Error('Cannot find module zustand/package.json');
      }),
    ).toThrow('Cannot find module zustand/package.json');
  });
});
