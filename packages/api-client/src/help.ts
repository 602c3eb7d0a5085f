import type {
  ContactAnswer,
  ContactBody,
  ContactField,
  ContactMessagesAnswer,
} from '@591/contract';
import { readMember } from './member.ts';
import { postVisitorForm } from './visitor-form.ts';

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
  const result = await postVisitorForm<ContactAnswer['data'], ContactField>(
    'v1/help/contact',
    body,
    { worded: WORDED_FOR_VISITORS, fallback: FALLBACK_MESSAGE },
  );
  return result.sent ? { sent: true, reference: result.data.reference } : result;
}

/** GET /v1/user/contact-messages: the member's messages to customer service and the replies. */
export function fetchContactMessages(page = 1, pageSize = 20) {
  return readMember<ContactMessagesAnswer['data']>('v1/user/contact-messages', { page, pageSize });
}
