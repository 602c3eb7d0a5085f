// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NAVIGATING_ATTRIBUTE, paintBeforeNavigating } from '../navigation-paint.ts';

/** The list's data, answered when the test says. */
let answer: (data: unknown) => void = () => {};
const routes = [
  { path: '/', element: null },
  { path: '/list', loader: () => new Promise((resolve) => (answer = resolve)), element: null },
];

const navigating = () => document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE);

afterEach(() => document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE));

describe('paintBeforeNavigating', () => {
  it('marks the page at once and starts the navigation only after the next frame', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    paintBeforeNavigating(router as never);
    const done = router.navigate('/list?page=2');
    // Nothing of the navigation has run in the tap's own task: only the mark.
    expect(navigating()).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.poll(() => router.state.navigation.state).toBe('loading');
    expect(navigating()).toBe(true);
    answer({ page: 2 });
    await done;
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.loaderData['1']).toEqual({ page: 2 });
    expect(navigating()).toBe(false);
  });

  it('clears the mark when a navigation needs no loading', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/list'] });
    answer({ page: 1 });
    await expect.poll(() => router.state.initialized).toBe(true);
    paintBeforeNavigating(router as never);
    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/');
    expect(navigating()).toBe(false);
  });
});
