import type { ListingMessageAnswer, ListingMessageBody } from '@591/contract';
import { postVisitorForm } from './visitor-form.ts';

/** The fields a message form has; a refusal may name the one to correct. */
export type ListingMessageField = 'name' | 'mobile' | 'message' | 'code';

export type ListingMessageResult =
  | { sent: true; id: number; conversationId: number }
  | { sent: false; message: string; field?: ListingMessageField };

const FALLBACK_MESSAGE = '留言送出失敗，請稍後再試';
/** 403: the poster blocked the sender; 409: the seeker's own listing, or one without a poster. */
const WORDED_FOR_VISITORS = new Set([400, 403, 404, 409, 429]);

/**
 * POST /home/housing/sendMsg: a seeker's message to a listing's poster, which opens their
 * conversation. A refusal is an answer, not an exception: the form shows the API's words next
 * to the field it names.
 */
export async function sendListingMessage(body: ListingMessageBody): Promise<ListingMessageResult> {
  const result = await postVisitorForm<ListingMessageAnswer['data'], ListingMessageField>(
    'home/housing/sendMsg',
    body,
    { worded: WORDED_FOR_VISITORS, fallback: FALLBACK_MESSAGE, once: true },
  );
  return result.sent ? { sent: true, ...result.data } : result;
}
