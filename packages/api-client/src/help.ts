import type {
  ContactAnswer,
  ContactBody,
  ContactField,
  ContactMessagesAnswer,
} from '@591/contract';
import { apiClient } from './clients.ts';
import { readMember } from './member.ts';

export type ContactResult =
  | { sent: true; reference: string }
  | { sent: false; message: string; field?: ContactField };

const FALLBACK_MESSAGE = '訊息送出失敗，請稍後再試，或撥打客服專線';
const WORDED_FOR_VISITORS = new Set([400, 429]);

/**
 * POST /v1/help/contact: a message to customer service (聯絡我們). A refusal is an answer,
 * not an exception: the form shows the API's words at the field they name.
 */
export async function sendContactMessage(body: ContactBody): Promise<ContactResult> {
  try {
    const response = await apiClient('api').post('v1/help/contact', {
      json: body,
      throwHttpErrors: false,
      retry: 0,
    });
    const answer = (await response.json().catch(() => ({}))) as Partial<ContactAnswer> & {
      message?: string;
      field?: ContactField;
    };
    if (response.ok && answer.data) return { sent: true, reference: answer.data.reference };
    const worded = WORDED_FOR_VISITORS.has(response.status) && answer.message;
    return { sent: false, message: worded || FALLBACK_MESSAGE, field: answer.field };
  } catch {
    return { sent: false, message: FALLBACK_MESSAGE };
  }
}

/** GET /v1/user/contact-messages: the member's messages to customer service and the replies. */
export function fetchContactMessages(page = 1, pageSize = 20) {
  return readMember<ContactMessagesAnswer['data']>('v1/user/contact-messages', { page, pageSize });
}
