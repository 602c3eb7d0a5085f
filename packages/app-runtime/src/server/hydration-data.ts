import type { ListingPage } from '@591/api-client';
import { withoutCards } from '@591/ui';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/**
 * The router state the browser hydrates with, in the shape react-router reads from
 * window.__staticRouterHydrationData (errors marked with __type, as its own server writes
 * them). Written after the page's root, so it is never part of what React hydrates. Result
 * pages whose cards the render left as HTML (`cardsInHtml`) go without their cards.
 */
export function hydrationScript(
  context: StaticHandlerContext,
  nonce?: string,
  cardsInHtml: ReadonlySet<ListingPage> = new Set(),
): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [routeId, serializeError(error)]),
      )
    : null;
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors };
  return `<script${nonceAttribute(nonce)}>window.__staticRouterHydrationData=JSON.parse(${escapeForScript(
    JSON.stringify(
      JSON.stringify(data, (_key, value) =>
        cardsInHtml.has(value) ? withoutCards(value as ListingPage) : value,
      ),
    ),
  )});</script>`;
}

/** The page template's own inline scripts (the loader of the page's code), with the nonce. */
export function withScriptNonce(html: string, nonce?: string): string {
  return html.replaceAll('<script>', `<script${nonceAttribute(nonce)}>`);
}

function nonceAttribute(nonce?: string): string {
  return nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"` : '';
}

function serializeError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) return { ...error, __type: 'RouteErrorResponse' };
  if (error instanceof Error) return { message: error.message, __type: 'Error' };
  return error;
}

/** Text that cannot end the script element or open a comment, whatever the data holds. */
export function escapeForScript(json: string): string {
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
