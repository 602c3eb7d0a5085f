import { createSite, SITE_DOMAIN } from '@591/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteDescriptor, remoteEntryUrl } from '../remotes.ts';

const production = createSite('591.com.tw', { protocol: 'https:', port: '' });
const localDev = createSite('591.localhost', { protocol: 'http:', port: '8080' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remoteEntryUrl', () => {
  it.each([
    ['shell', 'https://www.591.com.tw/remoteEntry.js'],
    ['sale', 'https://sale.591.com.tw/remoteEntry.js'],
    ['rent', 'https://rent.591.com.tw/remoteEntry.js'],
    ['land', 'https://land.591.com.tw/remoteEntry.js'],
    ['business', 'https://business.591.com.tw/remoteEntry.js'],
  ] as const)('serves %s from its own subdomain over https', (app, url) => {
    expect(remoteEntryUrl(app, production)).toBe(url);
  });

  it.each([
    ['shell', 'http://www.591.localhost:8080/remoteEntry.js'],
    ['sale', 'http://sale.591.localhost:8080/remoteEntry.js'],
    ['rent', 'http://rent.591.localhost:8080/remoteEntry.js'],
    ['land', 'http://land.591.localhost:8080/remoteEntry.js'],
    ['business', 'http://business.591.localhost:8080/remoteEntry.js'],
  ] as const)('serves %s with the scheme and port of a local http site', (app, url) => {
    expect(remoteEntryUrl(app, localDev)).toBe(url);
  });

  it("follows the visitor's page location when no site is given", () => {
    vi.stubGlobal('location', { protocol: 'http:', port: '3000' });
    expect(remoteEntryUrl('rent')).toBe(`http://rent.${SITE_DOMAIN}:3000/remoteEntry.js`);
  });
});

describe('remoteDescriptor', () => {
  it('names the app and points at its remote entry as an ES module', () => {
    expect(remoteDescriptor('shell', production)).toEqual({
      name: 'shell',
      entry: 'https://www.591.com.tw/remoteEntry.js',
      type: 'module',
    });
    expect(remoteDescriptor('land', localDev)).toEqual({
      name: 'land',
      entry: 'http://land.591.localhost:8080/remoteEntry.js',
      type: 'module',
    });
  });
});
