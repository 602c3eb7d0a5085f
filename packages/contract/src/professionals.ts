/**
 * 專業認證: a broker's or builder's application, and the moderators' decisions on them.
 */
import {
  PROFESSIONAL_KINDS,
  PROFESSIONAL_STATUSES,
  PROFESSIONAL_TEXT_MAX_CHARS,
} from '@591/config';
import { type Static, Type } from 'typebox';
import { Envelope, IsoTime, Nullable, OneOf, OneOfIds, Shape } from './common.ts';

export const ProfessionalKindValue = OneOfIds(PROFESSIONAL_KINDS);
export const ProfessionalStatusValue = OneOfIds(PROFESSIONAL_STATUSES);

/**
 * POST /v1/user/professional: apply (or apply again) as a broker, with the 經紀人證書字號, or
 * as a builder; the company and its 統一編號 either way. Checked in the form's words.
 */
export const ProfessionalBody = Shape({
  kind: Type.String({ maxLength: 20 }),
  licence: Type.Optional(Type.String({ maxLength: 40 })),
  company: Type.String({ maxLength: PROFESSIONAL_TEXT_MAX_CHARS.company * 2 }),
  taxId: Type.String({ maxLength: 20 }),
});
export type ProfessionalBody = Static<typeof ProfessionalBody>;

/** A member's application and where it stands. */
export const Professional = Shape({
  kind: ProfessionalKindValue,
  licence: Nullable(Type.String()),
  company: Type.String(),
  taxId: Type.String(),
  status: ProfessionalStatusValue,
  statusName: Type.String(),
  submittedAt: IsoTime,
  decidedAt: Nullable(IsoTime),
});
export type Professional = Static<typeof Professional>;

/** GET /v1/user/professional: the member's own, or null before they apply. */
export const ProfessionalAnswer = Envelope(Nullable(Professional));
export type ProfessionalAnswer = Static<typeof ProfessionalAnswer>;

/** One application at the moderators' desk, with who applied. */
export const QueuedProfessional = Shape({
  ...Professional.properties,
  memberId: Type.Integer(),
  realName: Type.String(),
  mobile: Type.String(),
});
export type QueuedProfessional = Static<typeof QueuedProfessional>;

/** GET /v1/moderation/professionals?status=: oldest first. */
export const ProfessionalQueueQuery = Shape({
  status: OneOf(['pending', 'approved', 'rejected'], { default: 'pending' }),
});
export type ProfessionalQueueQuery = Static<typeof ProfessionalQueueQuery>;
export const ProfessionalQueueAnswer = Envelope(Type.Array(QueuedProfessional));
export type ProfessionalQueueAnswer = Static<typeof ProfessionalQueueAnswer>;

/**
 * POST /v1/moderation/professionals/:id (the member's id): approve, reject, or take back an
 * approval (`rejected`), always with the reason kept in the record.
 */
export const DecideProfessionalBody = Shape({
  status: OneOf(['approved', 'rejected']),
  reason: Type.String({ maxLength: PROFESSIONAL_TEXT_MAX_CHARS.reason * 2 }),
});
export type DecideProfessionalBody = Static<typeof DecideProfessionalBody>;
