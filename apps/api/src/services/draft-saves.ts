import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/**
 * The header a posting form sends with each save of a draft: `<form id>:<save number>`, the id
 * random for each opening of the form, the number counting its saves in the order they were
 * made. A form sends one save at a time and tries one again on a passing fault; a try held up
 * on the way (an instance dying mid-request, PostgreSQL restarting) may still reach the
 * database after a later save, and must not put back what the poster has since changed.
 */
export const DRAFT_SAVE_HEADER = 'Draft-Save';

export interface DraftSave {
  form: string;
  number: number;
}

const DRAFT_SAVE = /^([A-Za-z0-9_-]{16,64}):([1-9]\d{0,8})$/;

/** The save's place in its form's order; none for a save sent without the header (it applies). */
export function draftSaveOf(request: FastifyRequest): DraftSave | undefined {
  const value = request.headers[DRAFT_SAVE_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const match = typeof value === 'string' ? DRAFT_SAVE.exec(value) : null;
  if (!match) throw new HttpError(400, '草稿的儲存編號格式不正確，請重新整理頁面後再試');
  return { form: match[1]!, number: Number(match[2]) };
}

/** What a save writes besides the fields: which form wrote them, and its save's number. */
export function draftSaveColumns(save: DraftSave | undefined) {
  return save ? { savedByForm: save.form, formSave: save.number } : {};
}

/**
 * The condition for a save to apply: the draft was last written by another form, or by this
 * form's earlier save. An earlier save of this form arriving late matches nothing.
 */
export function laterThanSaved(
  columns: { savedByForm: PgColumn; formSave: PgColumn },
  save: DraftSave | undefined,
): SQL | undefined {
  if (!save) return undefined;
  return sql`(${columns.savedByForm} is distinct from ${save.form} or ${columns.formSave} < ${save.number})`;
}
