import { mobileDigits } from '@591/config';
import {
  SmsCodeSent,
  ViewingAnswer,
  ViewingBody,
  ViewingCancelBody,
  ViewingCodeBody,
  ViewingMobileCheck,
  ViewingSlots,
  ViewingSlotsQuery,
  ViewingUpdateBody,
} from '@591/contract';
import type { Transaction } from '../../db/client.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { issueLink, linkUrl } from '../../services/conversations/conversation-links.ts';
import { idempotencyScope, sendWrittenOnce } from '../../services/idempotent-writes.ts';
import { currentMember } from '../../services/sessions.ts';
import { isOwnConfirmedMobile, proveMobile } from '../../services/sms/mobile-proof.ts';
import { MOBILE_MESSAGE, sendSmsCode } from '../../services/sms/sms-codes.ts';
import { createViewing, viewingTarget } from '../../services/viewings/viewing-bookings.ts';
import {
  cancelViewing,
  updateViewing,
  type ViewingChange,
} from '../../services/viewings/viewing-changes.ts';
import {
  CANCEL_REASON_MESSAGE,
  VIEWING_FIELD_MESSAGES,
  viewingFields,
} from '../../services/viewings/viewing-form.ts';
import { takenPlaces } from '../../services/viewings/viewing-places.ts';
import { DEFAULT_VIEWING_SETTINGS } from '../../services/viewings/viewing-settings-form.ts';
import { upcomingSlots } from '../../services/viewings/viewing-slots.ts';
import { toViewing, viewingText } from '../../services/viewings/viewing-view.ts';

/**
 * 預約看屋 (the spec's /v1/reservation group): the free slots of a listing, a booking
 * confirmed by SMS code (or the member's own mobile), and its changes by either side. The
 * poster's times and the member's lists are in member-viewings.ts.
 */
export default async function reservationRoutes(
  app: Api,
  { db, site, sms, texts, alertPushes }: ApiDeps,
) {
  app.get(
    '/v1/reservation/get',
    { schema: { querystring: ViewingSlotsQuery, response: { 200: ViewingSlots } } },
    async (request, reply) => {
      const target = await viewingTarget(db, request.query.listingId);
      const now = new Date();
      const { settings } = target;
      const taken = settings ? await takenPlaces(db, target.listing.id, now) : new Map();
      reply.header('Cache-Control', 'no-store');
      return {
        status: 1 as const,
        data: {
          listingId: target.listing.id,
          way: settings ? ('slots' as const) : ('ask' as const),
          mode: settings?.mode ?? 'confirm',
          slotMinutes: settings?.slotMinutes ?? DEFAULT_VIEWING_SETTINGS.slotMinutes,
          days: settings
            ? upcomingSlots(settings, now).map((day) => ({
                date: day.date,
                weekday: day.weekday,
                slots: day.starts.map((start) => ({
                  start: start.toISOString(),
                  time: new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(11, 16),
                  free: Math.max(0, settings.places - (taken.get(start.getTime()) ?? 0)),
                })),
              }))
            : [],
        },
      };
    },
  );

  app.post(
    '/v1/reservation/send/code',
    {
      config: { rateLimit: TIGHT_LIMITS.smsCode, fieldMessages: { mobile: MOBILE_MESSAGE } },
      schema: { body: ViewingCodeBody, response: { 200: SmsCodeSent } },
    },
    async (request) => {
      const mobile = mobileDigits(request.body.mobile);
      if (!mobile) throw new FieldError('mobile', MOBILE_MESSAGE);
      return sendSmsCode(db, sms, { mobile, purpose: 'viewing' });
    },
  );

  app.post(
    '/v1/reservation/mobile/valid',
    {
      schema: { body: ViewingCodeBody, response: { 200: ViewingMobileCheck } },
    },
    async (request) => {
      const mobile = mobileDigits(request.body.mobile);
      const member = await currentMember(db, request);
      return {
        status: 1 as const,
        data: { valid: mobile !== null, needsCode: !isOwnConfirmedMobile(member, mobile) },
      };
    },
  );

  app.post(
    '/v1/reservation/create',
    {
      config: { rateLimit: TIGHT_LIMITS.message, fieldMessages: VIEWING_FIELD_MESSAGES },
      schema: { body: ViewingBody, response: { 200: ViewingAnswer, 201: ViewingAnswer } },
    },
    async (request, reply) => {
      const target = await viewingTarget(db, request.body.listingId);
      const now = new Date();
      const fields = viewingFields(request.body, target.settings, now);
      const member = await currentMember(db, request);
      // Sent again with the same Idempotency-Key: answered as the first time, nothing held,
      // texted or pushed twice.
      return sendWrittenOnce(
        db,
        request,
        reply,
        idempotencyScope(member?.id),
        async (tx) => {
          const { viewing, alertIds, conversationId, repeated } = await createViewing(
            tx,
            target,
            fields,
            member?.id ?? null,
            now,
          );
          const data = toViewing(viewing, target.listing, 'seeker');
          // The same booking again without a key: the booking it made, with nothing sent twice.
          if (repeated) return { status: 200, body: { status: 1 as const, data } };
          // A seeker without an account sees and cancels the booking by the link in the text.
          const link =
            member || conversationId === null
              ? null
              : linkUrl(site, await issueLink(tx, conversationId, now));
          // The poster's push and the seeker's text are queued with the booking, or not at all.
          await alertPushes.queue(alertIds, tx);
          await texts.queue(fields.mobile, viewingText(viewing, target.listing, link), tx);
          return { status: 201, body: { status: 1 as const, data } };
        },
        // Outside the booking's transaction: a wrong code's try stays counted.
        () =>
          proveMobile(db, member, {
            mobile: fields.mobile,
            purpose: 'viewing',
            code: request.body.code,
          }),
      );
    },
  );

  /** A change made and its pushes queued in one transaction: both, or neither. */
  const answer = async (change: (tx: Transaction) => Promise<ViewingChange>) => {
    const changed = await db.transaction(async (tx) => {
      const made = await change(tx);
      await alertPushes.queue(made.alertIds, tx);
      return made;
    });
    return { status: 1 as const, data: toViewing(changed.viewing, changed.listing, changed.role) };
  };

  app.post(
    '/v1/reservation/update',
    {
      config: { member: true, fieldMessages: { slotStart: '請選擇要提議的時間' } },
      schema: { body: ViewingUpdateBody, response: { 200: ViewingAnswer } },
    },
    async (request) =>
      answer((tx) => updateViewing(tx, sessionOf(request).member.id, request.body, new Date())),
  );

  app.post(
    '/v1/reservation/cancel',
    {
      config: { member: true, fieldMessages: { reason: CANCEL_REASON_MESSAGE } },
      schema: { body: ViewingCancelBody, response: { 200: ViewingAnswer } },
    },
    async (request) =>
      answer((tx) => cancelViewing(tx, sessionOf(request).member.id, request.body, new Date())),
  );
}
