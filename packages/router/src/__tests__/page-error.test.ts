import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireNumericId } from '../numeric-id.ts';
import { homeRenderFailed, notFound, pageTypeOf, toPageError } from '../page-error.ts';

/** Runs a navigation the way the apps do and returns the error the error page would get. */
async function routeErrorAt(path: string) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        { path: 'rent/:id', loader: ({ params }) => requireNumericId(params.id, 'rent') },
        {
          path: '*',
          loader: ({ request }) => {
            throw notFound(new URL(request.url).pathname);
          },
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await router.initialize();
  await new Promise((resolve) => setTimeout(resolve));
  const errors = router.state.errors ?? {};
  router.dispose();
  return toPageError(Object.values(errors)[0]);
}

describe('route errors', () => {
  it('an unmatched path is a 404 Page not found with the path in its data', async () => {
    const error = await routeErrorAt('/no/such/page');
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Page not found');
    expect(JSON.parse(error.data)).toMatchObject({ path: '/no/such/page' });
  });

  it('a bad detail id is a 404 找不到該房屋 with the page type', async () => {
    const error = await routeErrorAt('/rent/12abc');
    expect(error).toEqual({
      statusCode: 404,
      message: '找不到該房屋',
      data: JSON.stringify({ pageType: 'rent' }),
    });
  });

  it('turns a thrown Error into a 500', () => {
    expect(toPageError(new Error('boom'))).toEqual({ statusCode: 500, message: 'boom', data: '' });
  });

  it('describes the home render failure with page type home and no fallback', () => {
    const error = homeRenderFailed();
    expect(error.statusCode).toBe(500);
    expect(JSON.parse(error.data)).toEqual({ pageType: 'home', fallback: false });
  });
});

describe('pageTypeOf', () => {
  it('reads the page type from the error data', () => {
    expect(pageTypeOf('{"pageType":"land"}')).toBe('land');
  });

  it.each(['', 'not json', '{"pageType":"moon"}', 'null', '[1]', '{"pageType":'])(
    'falls back to home for %j',
    (data) => {
      expect(pageTypeOf(data)).toBe('home');
    },
  );
});
