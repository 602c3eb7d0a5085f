import type { ListingMessageAnswer, ListingMessageBody } from '@591/contract';
import { postVisitorForm } from './visitor-form.ts';

/** The fields a message form has; a refusal may name the one to correct. */
export type ListingMessageField = 'name' | 'mobile' | 'message';

export type ListingMessageResult =
  | { sent: true; id: number }
  | { sent: false; message: string; field?: ListingMessageField };

const FALLBACK_MESSAGE = '留言送出失敗，請稍後再試';
const WORDED_FOR_VISITORS = new Set([400, 404, 429]);

/**
 * POST /home/housing/sendMsg: a visitor's message to a listing's poster. A refusal is an
 * answer, not an exception: the form shows the API's words next to the field it names.
 */
export async function sendListingMessage(body: ListingMessageBody): Promise<ListingMessageResult> {
  const result = await postVisitorForm<ListingMessageAnswer['data'], ListingMessageField>(
    'home/housing/sendMsg',
    body,
    { worded: WORDED_FOR_VISITORS, fallback: FALLBACK_MESSAGE },
  );
  return result.sent ? { sent: true, id: result.data.id } : result;
}
