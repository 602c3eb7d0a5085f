import { createInstance } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { sharedModules } from '../shared.ts';

const ROUTER = '@591/react-router';

/** A build's share of the router module at `version`, as sharedModules configures it. */
function routerShare(version: string, exports: Record<string, unknown>) {
  const { version: _, ...shareConfig } = sharedModules((pkg) =>
    pkg === ROUTER ? version : '1.0.0',
  )[ROUTER]!;
  return { version, lib: () => exports, shareConfig };
}

/**
 * A page (the host) that has loaded its router module, and another app's code (a section's
 * routes on www) that was built against `consumerVersion` and asks the page for it.
 */
async function routerFor(hostVersion: string, consumerVersion: string) {
  const hostExports = { Link: 'link', useLoaderData: 'useLoaderData' };
  if (hostVersion !== '1.0.0') Object.assign(hostExports, { useBlocker: 'useBlocker' });
  const host = createInstance({
    name: `page-${hostVersion}-${consumerVersion}`,
    remotes: [],
    shared: { [ROUTER]: routerShare(hostVersion, hostExports) },
  });
  await host.loadShare(ROUTER);
  const consumer = createInstance({
    name: `routes-${hostVersion}-${consumerVersion}`,
    remotes: [],
    shared: { [ROUTER]: routerShare(consumerVersion, { Link: 'own copy' }) },
  });
  consumer.initShareScopeMap('default', host.shareScopeMap.default!);
  const factory = await consumer.loadShare<Record<string, unknown>>(ROUTER);
  return factory ? factory() : undefined;
}

describe('the shared router module across versions', () => {
  it('gives code built against an older minor the newer module the page loaded', async () => {
    expect(await routerFor('1.1.0', '1.0.0')).toEqual({
      Link: 'link',
      useLoaderData: 'useLoaderData',
      useBlocker: 'useBlocker',
    });
  });

  it('gives code of the same version the page’s module, never a second copy', async () => {
    expect(await routerFor('1.0.0', '1.0.0')).toEqual({
      Link: 'link',
      useLoaderData: 'useLoaderData',
    });
  });

  it('refuses code that needs a newer minor, instead of running it without its exports', async () => {
    await expect(routerFor('1.0.0', '1.1.0')).rejects.toThrow(/does not satisfy/);
  });
});
