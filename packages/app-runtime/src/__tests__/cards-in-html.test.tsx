import type { ListingCard, ListingPage } from '@591/api-client';
import {
  type CardControls,
  CardsInHtmlContext,
  cardControlsOf,
  type PageRendered,
  SearchResults,
  useNewSinceVisit,
} from '@591/ui';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  type RouteObject,
  RouterProvider,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationScript } from '../server/hydration-data.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const listing = (id: number, title: string) => ({ id, title }) as ListingCard;
const PAGE: ListingPage = {
  total: 2,
  page: 1,
  pageSize: 30,
  items: [listing(11, '大安區兩房'), listing(12, '信義區套房')],
} as ListingPage;

function ListPage({ controls }: { controls?: CardControls }) {
  const { results } = useLoaderData() as { results: ListingPage };
  return (
    <SearchResults
      results={results}
      renderCard={(card) => <Link to={`/${card.id}`}>{card.title}</Link>}
      cardControls={controls}
    />
  );
}

function routes(controls?: CardControls): RouteObject[] {
  return [
    { path: '/list', loader: () => ({ results: PAGE }), element: <ListPage controls={controls} /> },
    { path: '/:id', element: <p>物件頁</p> },
  ];
}

/** The list rendered as the server renders it, and the hydration data it sends with it. */
async function serverRender(controls?: CardControls) {
  const handler = createStaticHandler(routes(controls));
  const context = await handler.query(new Request('http://rent.591.com.tw/list'));
  if (context instanceof Response) throw new Error('redirected');
  const rendered: PageRendered = new Set();
  const html = renderToString(
    <CardsInHtmlContext.Provider value={rendered}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </CardsInHtmlContext.Provider>,
  );
  const script = hydrationScript(context, undefined, rendered);
  const json = script.slice(script.indexOf('JSON.parse(') + 11, script.lastIndexOf(')'));
  return { html, data: JSON.parse(JSON.parse(json)) };
}

let container: HTMLDivElement;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  useNewSinceVisit.setState({ ids: new Set() });
});

async function hydrateList(controls?: CardControls) {
  const { html, data } = await serverRender(controls);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const router = createMemoryRouter(routes(controls), {
    initialEntries: ['/list'],
    hydrationData: data,
  });
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { router, data, errors };
}

describe('result cards the server rendered', () => {
  it('are sent as HTML only: the hydration data has their count, not the cards', async () => {
    const { data } = await serverRender();
    const results = data.loaderData['0'].results;
    expect(results.items).toEqual([]);
    expect(results.itemsInHtml).toBe(2);
    expect(results.total).toBe(2);
  });

  it('stay as the server sent them after the page hydrates, without a mismatch', async () => {
    const { errors } = await hydrateList();
    expect(errors).toEqual([]);
    const titles = [...container.querySelectorAll('li a')].map((link) => link.textContent);
    expect(titles).toEqual(['大安區兩房', '信義區套房']);
  });

  it('open their listing in the app when clicked, as a link the page renders would', async () => {
    const { router } = await hydrateList();
    await act(async () => {
      container.querySelector<HTMLAnchorElement>('a[href="/12"]')!.click();
    });
    expect(router.state.location.pathname).toBe('/12');
    expect(container.textContent).toContain('物件頁');
  });

  it('are marked 新 when the member’s saved search says they are new', async () => {
    await hydrateList();
    await act(async () => useNewSinceVisit.setState({ ids: new Set([12]) }));
    const marked = [...container.querySelectorAll('li.search-results__new')];
    expect(marked.map((item) => item.getAttribute('data-listing-id'))).toEqual(['12']);
    expect(marked[0]!.textContent).toContain('自上次查看後的新物件');
  });

  it('get live controls in place of the server’s copy of them', async () => {
    const controls = cardControlsOf((id: number) => (
      <button type="button" onClick={() => container.setAttribute('data-chosen', String(id))}>
        比較 {id}
      </button>
    ));
    await hydrateList(controls);
    const buttons = container.querySelectorAll('[data-card-controls] button');
    expect([...buttons].map((button) => button.textContent)).toEqual(['比較 11', '比較 12']);
    await act(async () => (buttons[1] as HTMLButtonElement).click());
    expect(container.getAttribute('data-chosen')).toBe('12');
  });
});
