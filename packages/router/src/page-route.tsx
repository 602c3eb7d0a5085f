import {
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
  useLoaderData,
} from '@591/react-router';
import type { ComponentType } from 'react';
import { keepAliveLoader } from './keep-alive/keep-alive-loader.ts';
import type { PageHead, RouteHandle } from './route-handle.ts';

/** What a page's route module exports: its component, given the data its loader answered. */
export interface PageModule<Data> {
  Component: ComponentType<{ data: Data }>;
}

type PageLoader<Data> = (args: LoaderFunctionArgs) => Data | Promise<Data>;

/** A page of an app: where it is, what it loads, the head it makes of that, and its code. */
export interface Page<Data> {
  /** Omitted for the index route of its parent. */
  path?: string;
  handle?: Omit<RouteHandle, 'head' | 'keepAlive'>;
  loader?: PageLoader<Data>;
  head?: (data: NoInfer<Data>) => PageHead;
  shouldRevalidate?: ShouldRevalidateFunction;
  /** The page's own chunk, loaded when the page is first shown. */
  page: () => Promise<PageModule<Data>>;
  /** The pages shown inside this one (its `<Outlet />`), as the member centre's tabs. */
  children?: RouteObject[];
}

/**
 * A page's route. The loader's answer is the type of the head's and the component's data, so
 * a page that reads what its loader does not give fails to compile. A page with a head and
 * nothing to load is given an empty loader, as the router applies a head only with data.
 */
export function pageRoute<Data>(page: Page<Data>): RouteObject {
  return routeOf(page, page.loader ?? (page.head ? () => null : undefined), {});
}

/**
 * A page kept alive when the visitor leaves it and comes back (its state, results and scroll),
 * whose loader answers a return from the data it had (keepAliveLoader).
 */
export function keptAlivePageRoute<Data>(
  page: Page<Data> & { loader: PageLoader<Data> },
): RouteObject {
  return routeOf(page, keepAliveLoader(page.loader), { keepAlive: true });
}

function routeOf<Data>(
  { path, handle, head, shouldRevalidate, page, children }: Page<Data>,
  loader: RouteObject['loader'],
  extra: Pick<RouteHandle, 'keepAlive'>,
): RouteObject {
  const route = {
    handle: {
      ...handle,
      ...extra,
      // The router hands a handle the data of any route; this route's is its loader's.
      head: head as RouteHandle['head'],
    } satisfies RouteHandle,
    loader,
    shouldRevalidate,
    lazy: async () => {
      const { Component, ...rest } = await page();
      return { ...rest, Component: withLoaderData(Component) };
    },
  };
  return path === undefined ? { ...route, index: true } : { ...route, path, children };
}

function withLoaderData<Data>(Page: ComponentType<{ data: Data }>) {
  return function PageWithData() {
    return <Page data={useLoaderData() as Data} />;
  };
}
