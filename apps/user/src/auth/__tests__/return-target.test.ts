import { originOf } from '@591/config';
import { describe, expect, it } from 'vitest';
import { returnUrlOf } from '../return-target.ts';

const back = (target: string) => new URLSearchParams({ redirect: target });

describe('returnUrlOf', () => {
  it('returns to the page of the site that sent the visitor', () => {
    const detail = `${originOf('rent')}/12345?from=list`;
    expect(returnUrlOf(back(detail))).toBe(detail);
  });

  it.each([
    ['no page', new URLSearchParams()],
    ['another site', back('https://evil.example/phish')],
    ['a lookalike host', back(`${originOf('rent')}.evil.example/`)],
    ['a script', back('javascript:alert(1)')],
    ['a path alone', back('/center')],
  ])('goes to the member centre for %s', (_, search) => {
    expect(returnUrlOf(search)).toBe(`${originOf('user')}/center`);
  });
});
