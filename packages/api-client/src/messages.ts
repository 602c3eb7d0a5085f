import type { ListingMessageAnswer, ListingMessageBody } from '@591/contract';
import { apiClient } from './clients.ts';

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
  try {
    const response = await apiClient('api').post('home/housing/sendMsg', {
      json: body,
      throwHttpErrors: false,
      retry: 0,
    });
    // The message's id (201), or an error answer naming the field to correct.
    const answer = (await response.json().catch(() => ({}))) as Partial<ListingMessageAnswer> & {
      message?: string;
      field?: ListingMessageField;
    };
    if (response.ok && answer.data) return { sent: true, id: answer.data.id };
    // These answers are worded for the visitor; others (403, 5xx) are for developers.
    const worded = WORDED_FOR_VISITORS.has(response.status) && answer.message;
    return { sent: false, message: worded || FALLBACK_MESSAGE, field: answer.field };
  } catch {
    return { sent: false, message: FALLBACK_MESSAGE };
  }
}
