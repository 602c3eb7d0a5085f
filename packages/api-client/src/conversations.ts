import type {
  Conversation,
  ConversationListingCount,
  ConversationSummary,
  QuickReplies,
} from '@591/contract';
import { HTTPError } from 'ky';
import { apiClient } from './clients.ts';
import { type FormResult, type MemberPage, readMember, submit } from './member.ts';

type Side = ConversationSummary['role'];

/** GET /v1/user/conversations: one side's conversations, unread first, then newest. */
export function fetchConversations(role: Side, { listingId = 0, page = 1, pageSize = 20 } = {}) {
  return readMember<MemberPage<ConversationSummary>>('v1/user/conversations', {
    role,
    page,
    pageSize,
    ...(listingId ? { listingId } : {}),
  });
}

/** GET /v1/user/conversations/listings: the poster's listings that received messages. */
export function fetchConversationListings() {
  return readMember<ConversationListingCount[]>('v1/user/conversations/listings');
}

/**
 * GET /v1/user/conversations/:id: opening it marks it read for the member; null when it is not
 * theirs (or not at all).
 */
export async function fetchConversation(id: number): Promise<Conversation | null> {
  try {
    return await readMember<Conversation>(`v1/user/conversations/${id}`);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/** POST /v1/user/conversations/:id/messages: the member's reply; the conversation as it is now. */
export function replyToConversation(id: number, body: string): Promise<FormResult<Conversation>> {
  return submit(`v1/user/conversations/${id}/messages`, { body }, 'post', { once: true });
}

/** POST /v1/user/conversations/:id/handled: the poster marks it 已處理, or open again. */
export function markConversationHandled(id: number, handled: boolean) {
  return submit<unknown>(`v1/user/conversations/${id}/handled`, { handled });
}

/** POST /v1/user/conversations/:id/block: the poster blocks the seeker, or lets them write again. */
export function blockConversationSender(id: number, blocked: boolean) {
  return submit<unknown>(`v1/user/conversations/${id}/block`, { blocked });
}

/** GET /v1/user/quick-replies: the poster's saved phrases. */
export async function fetchQuickReplies(): Promise<string[]> {
  return (await readMember<QuickReplies>('v1/user/quick-replies')).items;
}

/** PUT /v1/user/quick-replies: saved whole, in the order given. */
export function saveQuickReplies(items: string[]): Promise<FormResult<QuickReplies>> {
  return submit('v1/user/quick-replies', { items }, 'put');
}

/** A texted link's conversation, or why it does not open (no such link, expired) in words. */
export type LinkedConversation =
  | { ok: true; data: Conversation }
  | { ok: false; status: number; message: string };

const linkPath = (token: string, rest = '') =>
  `v1/conversations/link${rest}?t=${encodeURIComponent(token)}`;

/** GET /v1/conversations/link?t=: the conversation a texted link opens, without an account. */
export async function fetchLinkedConversation(token: string): Promise<LinkedConversation> {
  const response = await apiClient('api').get(linkPath(token), { throwHttpErrors: false });
  const answer = (await response.json().catch(() => ({}))) as {
    data?: Conversation;
    message?: string;
  };
  if (response.ok) return { ok: true, data: answer.data! };
  if (response.status >= 500) throw new Error(`conversation link answered ${response.status}`);
  return { ok: false, status: response.status, message: answer.message ?? '這個連結無法開啟' };
}

/** POST /v1/conversations/link/messages?t=: the visitor's answer by their link. */
export function replyByLink(token: string, body: string): Promise<FormResult<Conversation>> {
  return submit(linkPath(token, '/messages'), { body }, 'post', { once: true });
}

/** POST /v1/conversations/link/viewings/cancel?t=: the visitor cancels a booking by their link. */
export function cancelViewingByLink(
  token: string,
  id: number,
  reason: string,
): Promise<FormResult<Conversation>> {
  return submit(linkPath(token, '/viewings/cancel'), { id, reason });
}
