import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_DOMAIN, parseSiteDomain } from '../site-domain.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('parseSiteDomain', () => {
  it('falls back to 591.localhost when nothing is configured', () => {
    expect(DEFAULT_SITE_DOMAIN).toBe('591.localhost');
    expect(parseSiteDomain(undefined)).toBe('591.localhost');
    expect(parseSiteDomain('')).toBe('591.localhost');
    expect(parseSiteDomain('   ')).toBe('591.localhost');
  });

  it('accepts a host name, trimmed and lower-cased', () => {
    expect(parseSiteDomain('591.com.tw')).toBe('591.com.tw');
    expect(parseSiteDomain('  591.COM.TW \n')).toBe('591.com.tw');
    expect(parseSiteDomain('localhost')).toBe('localhost');
    expect(parseSiteDomain('my-site.test')).toBe('my-site.test');
  });

  it.each([
    ['a space', 'a b'],
    ['a scheme', 'http://x'],
    ['a port', '591.com.tw:8080'],
    ['a path', '591.com.tw/rent'],
    ['an empty label', 'a..b'],
    ['a leading dot', '.591.com.tw'],
    ['a trailing dot', '591.com.tw.'],
    ['a label starting with a hyphen', '-591.com.tw'],
    ['a label ending with a hyphen', '591-.com.tw'],
    ['an underscore', 'my_site.test'],
    ['a label longer than 63 characters', `${'a'.repeat(64)}.test`],
  ])('rejects a value with %s', (_, value) => {
    expect(() => parseSiteDomain(value)).toThrow(
      `SITE_DOMAIN must be a host name such as 591.com.tw, got "${value}"`,
    );
  });

  it('accepts a label of exactly 63 characters', () => {
    const domain = `${'a'.repeat(63)}.test`;
    expect(parseSiteDomain(domain)).toBe(domain);
  });
});

describe('SITE_DOMAIN', () => {
  it('is read from the build environment and normalised', async () => {
    vi.stubEnv('SITE_DOMAIN', '591.COM.TW');
    const { SITE_DOMAIN } = await import('../site-domain.ts');
    expect(SITE_DOMAIN).toBe('591.com.tw');
  });

  it('is the default when the build environment has none', async () => {
    vi.stubEnv('SITE_DOMAIN', '');
    const { SITE_DOMAIN } = await import('../site-domain.ts');
    expect(SITE_DOMAIN).toBe('591.localhost');
  });

  it('refuses to load with a malformed domain', async () => {
    vi.stubEnv('SITE_DOMAIN', 'http://591.com.tw');
    await expect(import('../site-domain.ts')).rejects.toThrow(/SITE_DOMAIN must be a host name/);
  });
});
