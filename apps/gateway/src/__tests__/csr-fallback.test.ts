import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csrFallbackLocation, wantsClientRender } from '../csr-fallback.ts';

const at = (path: string) => new URL(`http://rent.591.com.tw:8480${path}`);

describe('csrFallbackLocation', () => {
  it('adds csr=1 to the same path and query', () => {
    expect(csrFallbackLocation(at('/list?region=3'))).toBe('/list?region=3&csr=1');
    expect(csrFallbackLocation(at('/'))).toBe('/?csr=1');
  });

  it('never redirects a request that already says csr=0 or csr=1', () => {
    expect(csrFallbackLocation(at('/list?csr=1'))).toBe(null);
    expect(csrFallbackLocation(at('/list?region=3&csr=0'))).toBe(null);
  });

  it('replaces any other csr value rather than adding a second', () => {
    expect(csrFallbackLocation(at('/list?csr=2'))).toBe('/list?csr=1');
  });

  it('keeps a path that starts with // on this host', () => {
    expect(csrFallbackLocation(at('//evil.example/x'))).toBe('/evil.example/x?csr=1');
  });

  it('always answers a path on this host, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const url = new URL(
          `http://rent.591.com.tw:8480${path.startsWith('/') ? '' : '/'}${path}?${query}`,
        );
        const location = csrFallbackLocation(url);
        if (location === null) return;
        expect(location.startsWith('/')).toBe(true);
        expect(location.startsWith('//')).toBe(false);
        expect(location.startsWith('/\\')).toBe(false);
        expect(new URL(location, url).host).toBe(url.host);
        expect(new URL(location, url).searchParams.get('csr')).toBe('1');
      }),
    );
    // Generating URLs is slow beside every other package's tests on two cores.
  }, 30_000);
});

describe('wantsClientRender', () => {
  it('is csr=1 only', () => {
    expect(wantsClientRender(at('/list?csr=1'))).toBe(true);
    expect(wantsClientRender(at('/list?csr=0'))).toBe(false);
    expect(wantsClientRender(at('/list'))).toBe(false);
  });
});
