import type { createBrowserRouter } from '@591/react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** On <html> while a navigation the page started is under way: BaseStyles draws it as a bar. */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';

/**
 * Every navigation the page starts (a link, a form, navigate()) shows that it has begun in the
 * very next frame, and starts its work (matching, loaders, their requests) in a task after that
 * frame: a tap is answered at once instead of after the navigation's first long task. Back and
 * forward are the browser's and start as before. A hidden page, which draws no frames,
 * navigates at once.
 */
export function paintBeforeNavigating(router: Router): void {
  const navigate = router.navigate.bind(router);
  const root = document.documentElement;
  const settle = () => {
    if (router.state.navigation.state === 'idle') root.removeAttribute(NAVIGATING_ATTRIBUTE);
  };
  router.subscribe(settle);
  router.navigate = ((...args: Parameters<Router['navigate']>) => {
    if (document.visibilityState === 'hidden') return navigate(...args);
    root.setAttribute(NAVIGATING_ATTRIBUTE, '');
    return afterNextPaint()
      .then(() => navigate(...args))
      .finally(settle);
  }) as Router['navigate'];
}

/** Resolves in the task after the next frame has been drawn. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
