import { professionalStatusName } from '@591/config';
import type { Professional } from '@591/contract';
import type { ProfessionalRow } from './professionals.ts';

export function toProfessional(row: ProfessionalRow): Professional {
  return {
    kind: row.kind,
    licence: row.licence,
    company: row.company,
    taxId: row.taxId,
    status: row.status,
    statusName: professionalStatusName(row.status),
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A visitor's mobile as a builder not yet approved sees it: enough to tell bookings apart,
 * not enough to call (0912-***-678).
 */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)}-***-${mobile.slice(-3)}`;
}
