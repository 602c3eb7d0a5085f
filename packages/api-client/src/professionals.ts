import type {
  DecideProfessionalBody,
  Professional,
  ProfessionalBody,
  QueuedProfessional,
} from '@591/contract';
import { type FormResult, readMember, submit } from './member.ts';

/** GET /v1/user/professional: the member's own application, or null before one. */
export function fetchOwnProfessional() {
  return readMember<Professional | null>('v1/user/professional');
}

/** POST /v1/user/professional: refused at a field in words (the licence, the 統一編號). */
export function applyAsProfessional(body: ProfessionalBody): Promise<FormResult<Professional>> {
  return submit('v1/user/professional', body);
}

/** GET /v1/moderation/professionals: the applications of one status, oldest first. */
export function fetchProfessionalQueue(status: Professional['status']) {
  return readMember<QueuedProfessional[]>('v1/moderation/professionals', { status });
}

/** POST /v1/moderation/professionals/:id: approve, or reject (take back), with the reason. */
export function decideProfessional(
  memberId: number,
  body: DecideProfessionalBody,
): Promise<FormResult<Professional>> {
  return submit(`v1/moderation/professionals/${memberId}`, body);
}
