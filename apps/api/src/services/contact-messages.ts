import { CONTACT_MESSAGE_LENGTH, CONTACT_TOPICS, taiwanDate } from '@591/config';
import type { ContactBody, ContactField } from '@591/contract';

/** A contact message as it is stored, once every field has been checked. */
export interface CheckedContact {
  topic: string;
  message: string;
  mobile: string | null;
  email: string | null;
  listingId: number | null;
}

export type ContactCheck =
  | { ok: true; contact: CheckedContact }
  | { ok: false; field: ContactField; message: string };

/** Counted in characters as people see them, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a contact message, in the words the form shows at the field; or the
 * message as it is kept (trimmed, the number in digits only). A reply needs a way back: a
 * mobile number, an email, or both.
 */
export function checkContact(body: ContactBody): ContactCheck {
  const refuse = (field: ContactField, message: string) => ({ ok: false as const, field, message });
  if (!CONTACT_TOPICS.some((topic) => topic.id === body.topic)) {
    return refuse('topic', '請選擇問題類型');
  }
  const message = body.message?.trim() ?? '';
  const { min, max } = CONTACT_MESSAGE_LENGTH;
  if (lengthOf(message) < min || lengthOf(message) > max) {
    return refuse('message', `請描述你的問題（${min} 至 ${max} 個字）`);
  }
  const mobile = body.mobile?.replace(/[\s-]/g, '') || null;
  const email = body.email?.trim() || null;
  if (!mobile && !email) {
    return refuse('mobile', '請留下手機號碼或電子郵件，客服才能回覆你');
  }
  if (mobile && !/^09\d{8}$/.test(mobile)) {
    return refuse('mobile', '請填寫正確的手機號碼，例如 0912-345-678');
  }
  if (email && !EMAIL.test(email)) {
    return refuse('email', '請填寫正確的電子郵件，例如 name@example.com');
  }
  const listing = body.listingId?.trim() || null;
  if (listing && !/^\d{1,9}$/.test(listing)) {
    return refuse('listingId', '物件編號只有數字，可在物件頁的網址或標題下方找到');
  }
  const topic = body.topic!;
  return {
    ok: true,
    contact: { topic, message, mobile, email, listingId: listing ? Number(listing) : null },
  };
}

/** The day in Taiwan, as 20261126. */
function taipeiDay(at: Date): string {
  return taiwanDate(at).replaceAll('-', '');
}

/** The reference number a visitor quotes: the day it was sent and its number, CS20261126-000123. */
export function contactReference(id: number, createdAt: Date): string {
  return `CS${taipeiDay(createdAt)}-${String(id).padStart(6, '0')}`;
}

export function topicName(id: string): string {
  return CONTACT_TOPICS.find((topic) => topic.id === id)?.name ?? id;
}
