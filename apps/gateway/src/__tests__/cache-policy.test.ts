import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../cache-policy.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it('keeps hashed build output for a year', () => {
    expect(cacheControlFor('/assets/app-abc123.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/assets/index-9f8e7d.css')).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/list/123'])(
    'revalidates %s, which names other files or is an app page',
    (urlPath) => {
      expect(cacheControlFor(urlPath)).toBe('no-cache');
    },
  );

  it('only treats the top-level assets folder as hashed output', () => {
    expect(cacheControlFor('/rent/assets/app.js')).toBe('no-cache');
    expect(cacheControlFor('/assets-list')).toBe('no-cache');
  });
});
