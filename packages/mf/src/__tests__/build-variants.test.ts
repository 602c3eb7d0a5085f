import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_ENTRY_FILE } from '../apps.ts';
import { federationFor, type PageHost, pageHostDefine } from '../build-variants.ts';
import { sectionFederation } from '../federation-config.ts';

const rent = sectionFederation('rent', path.resolve(import.meta.dirname, '../../../../apps/rent'));

describe('federationFor', () => {
  it('makes the remote entry borrow the runtime of the page that loads it', () => {
    const remote = federationFor('remote', rent);
    expect(remote.filename).toBe(REMOTE_ENTRY_FILE);
    expect(remote.exposes).toEqual({ './routes': './src/app/routes.tsx' });
    expect(remote.experiments).toEqual({ externalRuntime: true });
  });

  it('leaves snapshot support (manifest remotes, preloading) out of the remote entry', () => {
    expect(federationFor('remote', rent).disableSnapshot).toBe(true);
  });

  it('leaves the dev server with both roles, its own runtime and hot updates across apps', () => {
    const dev = federationFor('dev', rent);
    expect(dev).toMatchObject({ filename: REMOTE_ENTRY_FILE, exposes: rent.exposes });
    expect(dev).not.toHaveProperty('experiments');
    expect(dev).not.toHaveProperty('disableSnapshot');
    expect(dev.dev).toEqual({ remoteHmr: true });
  });
});

describe('pageHostDefine', () => {
  const define = pageHostDefine(rent);

  it("tells the page's host the app's name and every module it shares, with its version", () => {
    const host = JSON.parse(define.__FEDERATION_HOST__!) as PageHost;
    expect(host).toEqual({ name: 'rent', shared: rent.shared });
    expect(host.shared.react?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('builds the federation runtime for the browser without snapshot support', () => {
    expect(define).toMatchObject({
      ENV_TARGET: '"web"',
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      FEDERATION_HAS_EXPOSES: 'false',
    });
  });
});
