import type { RecommendationGroup } from '@591/config';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecommendationTracking } from '../use-recommendation-tracking.ts';
import { installFakeIntersectionObserver } from './fake-intersection-observer.ts';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile';

let viewport: ReturnType<typeof installFakeIntersectionObserver>;
let beacon: ReturnType<typeof vi.fn>;

const LISTINGS: [RecommendationGroup, number][] = [
  ['nearby', 1],
  ['nearby', 2],
  ['similar_price', 3],
];

function DetailPage({ postId }: { postId: number }) {
  const { exposureRef, trackClick } = useRecommendationTracking(postId);
  return (
    <ul>
      {LISTINGS.map(([group, id]) => (
        <li key={`${group}-${id}`} ref={exposureRef(group, id)} data-testid={`${group}-${id}`}>
          <button type="button" onClick={() => trackClick(group)}>
            {group} {id}
          </button>
        </li>
      ))}
    </ul>
  );
}

function sentForms() {
  return beacon.mock.calls.map(([, form]) => Object.fromEntries(form as FormData));
}

function visit(path: string, userAgent = DESKTOP) {
  window.history.replaceState(null, '', path);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return render(<DetailPage postId={12345} />);
}

beforeEach(() => {
  viewport = installFakeIntersectionObserver();
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useRecommendationTracking', () => {
  it('sends one beacon with the counts when a desktop page unloads', () => {
    visit('/12345');
    viewport.show(screen.getByTestId('nearby-1'));
    viewport.show(screen.getByTestId('nearby-2'));
    viewport.show(screen.getByTestId('nearby-2'));
    screen.getByRole('button', { name: 'similar_price 3' }).click();

    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('beforeunload'));

    expect(beacon).toHaveBeenCalledTimes(1);
    expect(new URL(beacon.mock.calls[0]![0] as string).pathname).toBe(
      '/home/detail/recommend/report',
    );
    expect(sentForms()[0]).toEqual({
      type: '1',
      post_id: '12345',
      device: 'pc',
      deviceid: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
      nearby: '{"exposures":2,"clicks":0,"click_count":0}',
      similar_price: '{"exposures":0,"clicks":0,"click_count":1}',
      similar_area: '{"exposures":0,"clicks":0,"click_count":0}',
    });
  });

  it('waits for pagehide on a touch device', () => {
    visit('/12345', PHONE);
    viewport.show(screen.getByTestId('nearby-1'));
    window.dispatchEvent(new Event('beforeunload'));
    expect(beacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(sentForms()).toEqual([expect.objectContaining({ device: 'touch', type: '1' })]);
  });

  it('reports the device it was shown on, whatever the page reads while unloading', () => {
    visit('/12345', PHONE);
    viewport.show(screen.getByTestId('nearby-1'));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentForms()).toEqual([expect.objectContaining({ device: 'touch' })]);
  });

  it('sends nothing when no listing was seen or clicked', () => {
    const page = visit('/12345');
    window.dispatchEvent(new Event('beforeunload'));
    page.unmount();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends when the router takes the page away, then not again on unload', () => {
    const page = visit('/12345');
    viewport.show(screen.getByTestId('similar_price-3'));
    page.unmount();
    expect(sentForms()).toEqual([
      expect.objectContaining({ similar_price: '{"exposures":1,"clicks":0,"click_count":0}' }),
    ]);
    window.dispatchEvent(new Event('beforeunload'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
