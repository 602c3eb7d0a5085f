/** The help centre: messages to customer service (聯絡我們) and their replies. */
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, Nullable, Page, Shape } from './common.ts';

/**
 * POST /v1/help/contact. Every field is checked by the API in the visitor's words (the form
 * shows them at the field they name), so the schema only keeps out what no form sends.
 */
export const ContactBody = Shape({
  topic: Type.Optional(Type.String({ maxLength: 20 })),
  message: Type.Optional(Type.String({ maxLength: 4000 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  email: Type.Optional(Type.String({ maxLength: 200 })),
  /** A listing's number (物件編號), when the message is about one; empty when not. */
  listingId: Type.Optional(Type.String({ maxLength: 12 })),
});
export type ContactBody = Static<typeof ContactBody>;

/** The form's fields, by the names a refusal gives. */
export type ContactField = keyof ContactBody;

/** The message's reference number (e.g. CS20261126-000123), for the visitor to quote (201). */
export const ContactAnswer = Envelope(Shape({ reference: Type.String() }));
export type ContactAnswer = Static<typeof ContactAnswer>;

/** A member's message to customer service, with the reply once there is one. */
export const ContactMessage = Shape({
  reference: Type.String(),
  topic: Type.String(),
  topicName: Type.String(),
  message: Type.String(),
  listingId: Nullable(Type.Integer()),
  createdAt: IsoTime,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(IsoTime),
});
export type ContactMessage = Static<typeof ContactMessage>;

/** GET /v1/user/contact-messages: the member's messages, newest first. */
export const ContactMessagesAnswer = Envelope(Page(ContactMessage));
export type ContactMessagesAnswer = Static<typeof ContactMessagesAnswer>;
