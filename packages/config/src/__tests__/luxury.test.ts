import { describe, expect, it } from 'vitest';
import { luxuryLineWan } from '../luxury.ts';
import { REGIONS } from '../regions.ts';

describe('the luxury line', () => {
  it('is the central bank’s: 7,000萬 in Taipei, 6,000萬 in New Taipei, 4,000萬 elsewhere', () => {
    expect(luxuryLineWan(1)).toBe(7000);
    expect(luxuryLineWan(3)).toBe(6000);
    for (const region of REGIONS.filter((candidate) => ![1, 3].includes(candidate.id))) {
      expect(luxuryLineWan(region.id), region.name).toBe(4000);
    }
  });
});
