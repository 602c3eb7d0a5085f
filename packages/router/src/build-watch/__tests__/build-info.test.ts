import { describe, expect, it } from 'vitest';
import { parseBuildInfo, parseBuildMeta } from '../build-info.ts';

const matcher = { static: { '/list': { keepAlive: true } }, wildcard: {} };

describe('parseBuildInfo', () => {
  it('reads latest.json', () => {
    expect(parseBuildInfo({ id: 'm1abc', timestamp: 1 })).toEqual({ id: 'm1abc', timestamp: 1 });
  });

  it.each([
    ['an HTML page parsed as nothing', undefined],
    ['an array', []],
    ['an empty id', { id: '', timestamp: 1 }],
    ['a numeric id', { id: 1, timestamp: 1 }],
    ['a missing timestamp', { id: 'm1abc' }],
  ])('rejects %s', (_, value) => {
    expect(parseBuildInfo(value)).toBeUndefined();
  });
});

describe('parseBuildMeta', () => {
  it('reads meta/{id}.json', () => {
    const meta = { id: 'm1abc', timestamp: 1, matcher, prerendered: ['/'] };
    expect(parseBuildMeta(meta)).toEqual(meta);
  });

  it('rejects a meta without a usable matcher or prerendered list', () => {
    expect(parseBuildMeta({ id: 'a', timestamp: 1, matcher: {}, prerendered: [] })).toBeUndefined();
    expect(parseBuildMeta({ id: 'a', timestamp: 1, matcher, prerendered: [1] })).toBeUndefined();
    expect(parseBuildMeta({ id: 'a', timestamp: 1, matcher })).toBeUndefined();
  });
});
