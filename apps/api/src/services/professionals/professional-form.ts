import {
  BROKER_LICENCE_PATTERN,
  normaliseLicence,
  PROFESSIONAL_FIELD_MESSAGES,
  PROFESSIONAL_KINDS,
  PROFESSIONAL_TEXT_MAX_CHARS,
  type ProfessionalKind,
} from '@591/config';
import type { ProfessionalBody } from '@591/contract';
import { isBan } from 'taiwan-id-validator';
import { FieldError } from '../../lib/http-errors.ts';

export interface ProfessionalFields {
  kind: ProfessionalKind;
  licence: string | null;
  company: string;
  taxId: string;
}

const refuse = (field: keyof typeof PROFESSIONAL_FIELD_MESSAGES): never => {
  throw new FieldError(field, PROFESSIONAL_FIELD_MESSAGES[field]);
};

/**
 * An application as typed, checked in the form's words: the licence's shape (a broker's), the
 * company's name, and its 統一編號's checksum (a mistyped digit is caught here, not by the
 * moderator).
 */
export function professionalFields(body: ProfessionalBody): ProfessionalFields {
  const kind = PROFESSIONAL_KINDS.find((each) => each.id === body.kind)?.id ?? refuse('kind');
  const licence = kind === 'broker' ? normaliseLicence(body.licence ?? '') : null;
  if (licence !== null && !BROKER_LICENCE_PATTERN.test(licence)) refuse('licence');
  const company = body.company.trim();
  if (company === '' || [...company].length > PROFESSIONAL_TEXT_MAX_CHARS.company) {
    refuse('company');
  }
  const taxId = body.taxId.trim();
  if (!/^\d{8}$/.test(taxId) || !isBan(taxId)) refuse('taxId');
  return { kind, licence, company, taxId };
}
