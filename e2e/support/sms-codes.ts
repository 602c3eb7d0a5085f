/** A one-time code, as its text words it. */
const CODE_IN_TEXT = /驗證碼為 (\d{6})/;

/**
 * The code of the newest text that holds one, of texts newest first: another text (an account
 * notice, sent by the text jobs a moment later) may have arrived after the code.
 */
export function newestCode(texts: readonly string[]): string | undefined {
  return texts.map((text) => CODE_IN_TEXT.exec(text)?.[1]).find(Boolean);
}
