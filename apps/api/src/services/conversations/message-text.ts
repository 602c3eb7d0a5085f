import { MESSAGE_MAX_CHARS } from '@591/config';
import { FieldError } from '../../lib/http-errors.ts';

/** The words for a message or reply that is empty or too long, wherever one is typed. */
export const MESSAGE_TEXT_MESSAGE = `請填寫留言（1 至 ${MESSAGE_MAX_CHARS} 個字）`;

/** Counted in characters as people see them, not UTF-16 units. */
export const lengthOf = (text: string) => [...text].length;

/** A message or reply as typed, trimmed; a FieldError naming `field` when empty or too long. */
export function messageText(typed: string | undefined, field = 'body'): string {
  const text = typed?.trim() ?? '';
  if (lengthOf(text) < 1 || lengthOf(text) > MESSAGE_MAX_CHARS) {
    throw new FieldError(field, MESSAGE_TEXT_MESSAGE);
  }
  return text;
}
