import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../apps.ts';
import { installedVersion, sectionFederation, shellFederation } from '../federation-config.ts';
import { SHARED_LIBRARIES, SHARED_SINGLETONS } from '../shared.ts';

const APPS_DIR = fileURLToPath(new URL('../../../../apps/', import.meta.url));
const appRoot = (app: string) => path.join(APPS_DIR, app);
const SHARED: string[] = [...SHARED_SINGLETONS, ...SHARED_LIBRARIES];

/** The version of a package as installed in an app's own node_modules. */
function versionOnDisk(app: string, pkg: string): string {
  const manifest = realpathSync(path.join(appRoot(app), 'node_modules', pkg, 'package.json'));
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

describe('installedVersion', () => {
  it('reads the version of a dependency installed for the app', () => {
    const versionOf = installedVersion(appRoot('rent'));
    expect(versionOf('react')).toBe(versionOnDisk('rent', 'react'));
    expect(versionOf('zustand')).toBe(versionOnDisk('rent', 'zustand'));
  });

  it('reads workspace packages the app depends on', () => {
    expect(installedVersion(appRoot('rent'))('@591/identity')).toBe(
      versionOnDisk('rent', '@591/identity'),
    );
  });

  it('fails for a package the app does not have', () => {
    expect(() => installedVersion(appRoot('rent'))('not-a-dependency-of-rent')).toThrow();
  });
});

describe('shellFederation', () => {
  const options = shellFederation(appRoot('shell'));

  it('is named shell and exposes the header and identity modules', () => {
    expect(options.name).toBe('shell');
    expect(options.exposes).toEqual({
      './header': './src/federation/header.ts',
      './identity': './src/federation/identity.ts',
    });
  });

  it('exposes files that exist in the shell app', () => {
    for (const file of Object.values(options.exposes)) {
      expect(existsSync(path.join(appRoot('shell'), file)), file).toBe(true);
    }
  });

  it('publishes remoteEntry.js and loads shared modules loaded-first', () => {
    expect(options).toMatchObject({
      filename: 'remoteEntry.js',
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
    });
  });

  it('shares every singleton and library at the version installed for the shell', () => {
    expect(Object.keys(options.shared).sort()).toEqual(SHARED.sort());
    for (const pkg of SHARED_SINGLETONS) {
      expect(options.shared[pkg]).toMatchObject({
        singleton: true,
        requiredVersion: `^${versionOnDisk('shell', pkg)}`,
      });
    }
    for (const pkg of SHARED_LIBRARIES) {
      expect(options.shared[pkg]).toEqual({
        version: versionOnDisk('shell', pkg),
        singleton: false,
        requiredVersion: `^${versionOnDisk('shell', pkg)}`,
      });
    }
  });
});

describe('sectionFederation', () => {
  it.each(SECTIONS)('%s exposes only its ./routes module, which exists', (section) => {
    const options = sectionFederation(section, appRoot(section));
    expect(options.name).toBe(section);
    expect(options.exposes).toEqual({ './routes': './src/app/routes.tsx' });
    expect(existsSync(path.join(appRoot(section), './src/app/routes.tsx'))).toBe(true);
  });

  it.each(SECTIONS)('%s publishes remoteEntry.js with the shared modules', (section) => {
    const options = sectionFederation(section, appRoot(section));
    expect(options).toMatchObject({ filename: 'remoteEntry.js', shareStrategy: 'loaded-first' });
    expect(options.shared.react).toEqual({
      version: versionOnDisk(section, 'react'),
      singleton: true,
      requiredVersion: `^${versionOnDisk(section, 'react')}`,
    });
    expect(Object.keys(options.shared).sort()).toEqual(SHARED.sort());
  });
});
