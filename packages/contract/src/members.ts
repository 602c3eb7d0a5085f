/**
 * Members: registering, logging in and out, account settings, sessions, favourites and the
 * messages visitors send to posters.
 */
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, OneOf, Page, PageParams, PositiveId, Shape } from './common.ts';
import { ListingCard, Section } from './listings.ts';

/** A Taiwan mobile number; dashes and spaces are dropped before the API checks the digits. */
const Mobile = Type.String({ minLength: 10, maxLength: 16, pattern: '^09[0-9 -]{8,14}$' });

const Password = Type.String({ minLength: 8, maxLength: 128 });

/** Trimmed by the API; at least one character that is not a space. */
const RealName = Type.String({ minLength: 1, maxLength: 20, pattern: '\\S' });

/** 1 male (先生), 2 female (小姐): decides the courtesy title of the display name. */
const Sex = OneOf([1, 2]);

/** The 6 digits of a text sent to the mobile (POST /v1/sms/codes); the API checks them. */
const SmsCode = Type.String({ maxLength: 12 });

/**
 * POST /v1/user/register: the mobile is confirmed by a code sent for `register`; the new
 * member is logged in at once (201).
 */
export const RegisterBody = Shape({
  mobile: Mobile,
  code: Type.Optional(SmsCode),
  password: Password,
  realname: RealName,
  sex: Sex,
  role: OneOf(['seeker', 'owner', 'agent'], { default: 'seeker' }),
});
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * POST /v1/user/login. After repeated failures on a number, its log-in asks for a code sent
 * for `login` as well (refused at `code` until given): its owner is never locked out.
 */
export const LoginBody = Shape({
  mobile: Mobile,
  password: Password,
  code: Type.Optional(SmsCode),
});
export type LoginBody = Static<typeof LoginBody>;

/**
 * POST /v1/user/password/reset (忘記密碼): a code sent for `reset` to the registered mobile
 * and a new password; every session of the member ends, and the member is logged in here.
 */
export const PasswordResetBody = Shape({
  mobile: Mobile,
  code: Type.Optional(SmsCode),
  password: Password,
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** GET /logout: where to go back to afterwards; only the site's own origins are followed. */
export const LogoutQuery = Shape({ redirect: Type.Optional(Type.String({ maxLength: 2000 })) });
export type LogoutQuery = Static<typeof LogoutQuery>;

/** POST /v1/user/password: every other session of the member is ended. */
export const PasswordBody = Shape({
  /** Whatever the member chose back then: the rules for new passwords may have tightened. */
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Password,
});
export type PasswordBody = Static<typeof PasswordBody>;

/**
 * POST /v1/user/mobile: a new mobile, confirmed by a code sent to it (`code`), and the member
 * shown to be the account's owner by a code sent to the current mobile (`currentCode`) or, when
 * that number is gone, by the password. Codes are sent for `mobile`.
 */
export const MobileChangeBody = Shape({
  mobile: Mobile,
  code: Type.Optional(SmsCode),
  currentCode: Type.Optional(SmsCode),
  password: Type.Optional(Type.String({ maxLength: 128 })),
});
export type MobileChangeBody = Static<typeof MobileChangeBody>;

/** POST /v1/user/account/delete: the member's password, asked again before the account goes. */
export const DeleteAccountBody = Shape({ password: Type.String({ minLength: 1, maxLength: 128 }) });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** POST /v1/user/profile: the name and title shown on the site. */
export const ProfileBody = Shape({ realname: RealName, sex: Sex });
export type ProfileBody = Static<typeof ProfileBody>;

/** The logged-in member as the specification's auth call describes them. */
export const MemberData = Shape({
  user_id: Type.Integer(),
  /** Always 0: the site has no admins. */
  admin_id: Type.Integer(),
  realname: Type.String(),
  /** 1 male, 2 female. */
  sex: Type.Integer(),
  /** seeker, owner or agent. */
  role: Type.String(),
  /** The same as user_id. */
  raw_user_id: Type.Integer(),
  /** Digits only, e.g. 0912345678. */
  mobile: Type.String(),
  /** The member showed by a code that the mobile is theirs: bookings from it need no code. */
  mobile_confirmed: Type.Boolean(),
});
export type MemberData = Static<typeof MemberData>;

/** Register, log in and profile: the member as they are now. */
export const MemberAnswer = Envelope(MemberData);
export type MemberAnswer = Static<typeof MemberAnswer>;

/** GET /v1/user/oauth: status 1 and the member, or status 0 and no data for a visitor. */
export const OauthAnswer = Type.Union([
  MemberAnswer,
  Shape({ status: Type.Literal(0), data: Shape({}) }),
]);
export type OauthAnswer = Static<typeof OauthAnswer>;

/** A browser the member is logged in on. */
export const MemberSession = Shape({
  /** This browser's own session. */
  current: Type.Boolean(),
  /** The browser and system it logged in from, e.g. "Chrome · Windows". */
  userAgent: Type.String(),
  createdAt: IsoTime,
  lastSeenAt: IsoTime,
});
export type MemberSession = Static<typeof MemberSession>;

/** GET /v1/user/sessions: the latest log-in first. */
export const MemberSessions = Shape({ items: Type.Array(MemberSession) });
export type MemberSessions = Static<typeof MemberSessions>;

export const MemberSessionsAnswer = Envelope(MemberSessions);
export type MemberSessionsAnswer = Static<typeof MemberSessionsAnswer>;

/** POST /v1/user/sessions/logout-others: how many other sessions were ended. */
export const EndedSessions = Shape({ ended: Type.Integer() });
export type EndedSessions = Static<typeof EndedSessions>;

export const EndedSessionsAnswer = Envelope(EndedSessions);
export type EndedSessionsAnswer = Static<typeof EndedSessionsAnswer>;

/** POST /api/collect/collectWare: saves (add, the default) or forgets a listing; both idempotent. */
export const CollectBody = Shape({
  id: PositiveId,
  action: OneOf(['add', 'remove'], { default: 'add' }),
});
export type CollectBody = Static<typeof CollectBody>;

/** Whether the thing asked about (a listing, a new-build project) is saved now. */
export const CollectState = Shape({ id: Type.Integer(), collected: Type.Boolean() });
export type CollectState = Static<typeof CollectState>;

export const CollectAnswer = Envelope(CollectState);
export type CollectAnswer = Static<typeof CollectAnswer>;

/** GET /v1/web/fav-list: a page of the member's favourites. */
export const FavouritesQuery = Shape({
  ...PageParams,
  /** Only those whose price came down (the home page's 收藏降價). */
  priceDrop: Type.Boolean({ default: false }),
});
export type FavouritesQuery = Static<typeof FavouritesQuery>;

/** A saved listing: its card and when the member saved it. */
export const FavouriteListing = Shape({ ...ListingCard.properties, collectedAt: IsoTime });
export type FavouriteListing = Static<typeof FavouriteListing>;

/** Every section's saved listings, the latest saved first. */
export const FavouritePage = Page(FavouriteListing);
export type FavouritePage = Static<typeof FavouritePage>;

export const FavouritesAnswer = Envelope(FavouritePage);
export type FavouritesAnswer = Static<typeof FavouritesAnswer>;

/** GET /api/collect/status: up to a list page's worth of listing ids (100), comma-separated. */
export const CollectStatusQuery = Shape({
  ids: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$' }),
});
export type CollectStatusQuery = Static<typeof CollectStatusQuery>;

/** Which of the ids asked about the member saved, in the order asked. */
export const CollectedIds = Shape({ collected: Type.Array(Type.Integer()) });
export type CollectedIds = Static<typeof CollectedIds>;

export const CollectStatusAnswer = Envelope(CollectedIds);
export type CollectStatusAnswer = Static<typeof CollectStatusAnswer>;

/**
 * POST /home/housing/sendMsg: a seeker's message to a listing's poster, which opens or
 * continues their conversation (conversations.ts). The API checks the fields itself (name 1–20
 * characters, a mobile number, message 1–500 characters, and the SMS code of POST /v1/sms/codes
 * with purpose `message` unless it is a member's own mobile), answering a refusal in words for
 * the form with the field to correct.
 */
export const ListingMessageBody = Shape({
  listingId: PositiveId,
  name: Type.Optional(Type.String()),
  mobile: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  code: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ListingMessageBody = Static<typeof ListingMessageBody>;

/** The stored message's id and its conversation's (201). */
export const ListingMessageAnswer = Envelope(
  Shape({ id: Type.Integer(), conversationId: Type.Integer() }),
);
export type ListingMessageAnswer = Static<typeof ListingMessageAnswer>;

/** A message the member sent to a poster, with the listing it was about. */
export const SentMessage = Shape({
  id: Type.Integer(),
  listingId: Type.Integer(),
  section: Section,
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  createdAt: IsoTime,
});
export type SentMessage = Static<typeof SentMessage>;

/** GET /v1/user/messages: newest first. */
export const SentMessagePage = Page(SentMessage);
export type SentMessagePage = Static<typeof SentMessagePage>;

export const SentMessagesAnswer = Envelope(SentMessagePage);
export type SentMessagesAnswer = Static<typeof SentMessagesAnswer>;
