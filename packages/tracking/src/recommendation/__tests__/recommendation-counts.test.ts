import { describe, expect, it } from 'vitest';
import { createRecommendationCounts } from '../recommendation-counts.ts';

describe('createRecommendationCounts', () => {
  it('counts distinct listing ids seen and every click, per group', () => {
    const counts = createRecommendationCounts();
    counts.expose('nearby', 1);
    counts.expose('nearby', 1);
    counts.expose('nearby', 2);
    counts.expose('similar_area', 1);
    counts.click('similar_price');
    counts.click('similar_price');
    expect(counts.counts()).toEqual({
      nearby: { exposures: 2, clicks: 0, click_count: 0 },
      similar_price: { exposures: 0, clicks: 0, click_count: 2 },
      similar_area: { exposures: 1, clicks: 0, click_count: 0 },
    });
  });

  it('has recorded something after a single exposure or click, nothing after a reset', () => {
    const counts = createRecommendationCounts();
    expect(counts.recorded()).toBe(false);
    counts.click('nearby');
    expect(counts.recorded()).toBe(true);
    counts.reset();
    expect(counts.recorded()).toBe(false);
    counts.expose('similar_area', 9);
    expect(counts.recorded()).toBe(true);
  });
});
