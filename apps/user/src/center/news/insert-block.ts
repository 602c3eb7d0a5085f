/**
 * `block` (an image's markdown) put into `text` at `at` as a paragraph of its own: markdown
 * shows an image inline with the words around it otherwise. Also where the caret goes next.
 */
export function insertBlock(
  text: string,
  at: number,
  block: string,
): { text: string; caret: number } {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${block}${tail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
