import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecommendationTracker, EXPOSURE_THRESHOLD } from '../recommendation-tracker.ts';
import { installFakeIntersectionObserver } from './fake-intersection-observer.ts';

let viewport: ReturnType<typeof installFakeIntersectionObserver>;
const fields = { type: 1, postId: 7, device: 'pc', deviceId: 'abcdefghijklmnopqrstu' } as const;

beforeEach(() => {
  viewport = installFakeIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

function tracker() {
  const send = vi.fn();
  return { send, tracker: createRecommendationTracker({ describe: () => fields, send }) };
}

describe('createRecommendationTracker', () => {
  it('watches listings with half of them in view', () => {
    tracker();
    const [observer] = viewport.observers;
    expect(observer!.options).toEqual({ threshold: EXPOSURE_THRESHOLD });
    expect(EXPOSURE_THRESHOLD).toBe(0.5);
  });

  it('counts a listing once it is in view, and only once', () => {
    const { tracker: t, send } = tracker();
    const card = document.createElement('li');
    t.observe(card, 'nearby', 11);
    viewport.show(card, false);
    viewport.show(card);
    viewport.show(card);
    t.flush();
    expect(send).toHaveBeenCalledWith({
      ...fields,
      counts: {
        nearby: { exposures: 1, clicks: 0, click_count: 0 },
        similar_price: { exposures: 0, clicks: 0, click_count: 0 },
        similar_area: { exposures: 0, clicks: 0, click_count: 0 },
      },
    });
  });

  it('sends nothing when nothing was seen or clicked', () => {
    const { tracker: t, send } = tracker();
    t.observe(document.createElement('li'), 'nearby', 11);
    expect(t.flush()).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once: a second leave has nothing new to send', () => {
    const { tracker: t, send } = tracker();
    t.click('similar_area');
    expect(t.flush()).toBe(true);
    expect(t.flush()).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops watching a listing that left the page', () => {
    const { tracker: t, send } = tracker();
    const card = document.createElement('li');
    const stop = t.observe(card, 'nearby', 11);
    stop();
    viewport.show(card);
    expect(t.flush()).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
