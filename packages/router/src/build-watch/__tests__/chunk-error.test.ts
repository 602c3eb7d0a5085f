import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../chunk-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://rent.591.com.tw/assets/list-Dx1.js',
    'error loading dynamically imported module: https://rent.591.com.tw/assets/list-Dx1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/list-Dx1.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises an error from another realm by its message', () => {
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 404 })).toBe(false);
  });
});
