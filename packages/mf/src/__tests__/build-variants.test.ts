import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ENTRY_FILE, REMOTE_ENTRY_FILE } from '../apps.ts';
import { federationFor } from '../build-variants.ts';
import { sectionFederation } from '../federation-config.ts';

const rent = sectionFederation('rent', path.resolve(import.meta.dirname, '../../../../apps/rent'));

describe('federationFor', () => {
  it('gives the page build its own entry file and the runtime to publish', () => {
    const page = federationFor('page', rent);
    expect(page.filename).toBe(PAGE_ENTRY_FILE);
    expect(page.manifest).toBe(false);
    expect(page.experiments).toEqual({ provideExternalRuntime: true });
    expect(page.shared).toBe(rent.shared);
  });

  it('makes the remote entry borrow the runtime of the page that loads it', () => {
    const remote = federationFor('remote', rent);
    expect(remote.filename).toBe(REMOTE_ENTRY_FILE);
    expect(remote.exposes).toEqual({ './routes': './src/app/routes.tsx' });
    expect(remote.experiments).toEqual({ externalRuntime: true });
  });

  it('leaves the dev server with both roles, its own runtime and hot updates across apps', () => {
    const dev = federationFor('dev', rent);
    expect(dev).toMatchObject({ filename: REMOTE_ENTRY_FILE, exposes: rent.exposes });
    expect(dev).not.toHaveProperty('experiments');
    expect(dev.dev).toEqual({ remoteHmr: true });
    expect(dev).not.toHaveProperty('disableSnapshot');
  });

  it('leaves snapshot support (manifest remotes, preloading) out of what pages download', () => {
    expect(federationFor('page', rent).disableSnapshot).toBe(true);
    expect(federationFor('remote', rent).disableSnapshot).toBe(true);
  });
});
