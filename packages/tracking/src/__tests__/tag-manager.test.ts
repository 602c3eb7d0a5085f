import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager } from '../tag-manager.ts';

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  window.dataLayer = [];
});

describe('loadTagManager', () => {
  it('loads nothing without a container id', () => {
    loadTagManager('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('adds the container script once', () => {
    loadTagManager('GTM-TEST1');
    loadTagManager('GTM-TEST1');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });
});
