import { type Conversation, fetchLinkedConversation } from '@591/api-client';
import type { LoaderFunctionArgs } from '@591/react-router';
import { pageMissing } from '@591/router';

const tokenOf = (url: string) => new URL(url).searchParams.get('t') ?? '';

/**
 * The conversation a texted link opens (`?t=`): an unknown link answers 404, an expired one
 * 410, each with the API's words.
 */
export async function conversationLinkLoader({
  request,
}: LoaderFunctionArgs): Promise<Conversation> {
  const token = tokenOf(request.url);
  const linked = token
    ? await fetchLinkedConversation(token)
    : ({ ok: false, status: 404, message: '這個連結無效，請確認簡訊中的網址' } as const);
  if (!linked.ok) throw pageMissing(linked.status === 410 ? 410 : 404, linked.message);
  return linked.data;
}
