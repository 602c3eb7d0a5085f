import { originOf } from '@591/config';
import { type LoaderFunctionArgs, redirect } from '@591/react-router';
import { notFound } from '@591/router';

/**
 * The specification's posting entry, index.php?module=house&action=postFirst&type=rent|sale
 * (the header's 刊登廣告 menu): the posting flow lives in the member app, which asks a visitor
 * to log in first and comes back to it.
 */
export function postFirstLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const type = query.get('type');
  const isPostFirst = query.get('module') === 'house' && query.get('action') === 'postFirst';
  if (!isPostFirst || (type !== 'rent' && type !== 'sale')) throw notFound(url.pathname);
  return redirect(`${originOf('user')}/post?type=${type}`);
}
