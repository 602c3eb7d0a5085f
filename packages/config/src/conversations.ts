/**
 * Conversations: a seeker's message to a listing opens one with its poster, who answers from
 * 收到的留言; the seeker reads the replies in 我的訊息, or by a texted link without an account.
 */

/** Who wrote a message: either side, or the site telling of a 預約看屋's change. */
export const CONVERSATION_AUTHORS = [
  { id: 'seeker', name: '詢問者' },
  { id: 'poster', name: '刊登者' },
  { id: 'system', name: '系統通知' },
] as const;
export type ConversationAuthor = (typeof CONVERSATION_AUTHORS)[number]['id'];

/** A message or reply, in characters as people count them. */
export const MESSAGE_MAX_CHARS = 500;
/** A texted link opens its conversation for this many days. */
export const CONVERSATION_LINK_DAYS = 30;
/** At most one text per conversation in this long, however many replies. */
export const CONVERSATION_TEXT_GAP_MINUTES = 60;
/** A poster keeps at most this many quick replies (快速回覆). */
export const QUICK_REPLY_MAX = 10;
/** A quick reply's length, in characters. */
export const QUICK_REPLY_MAX_CHARS = 200;
