import { type RefObject, useEffect } from 'react';

/**
 * Once a form's refusal names a field (and the field shows its words and is described by them),
 * takes the visitor there: the field, or a radio group's first choice.
 */
export function useFocusRefusedField(
  form: RefObject<HTMLFormElement | null>,
  refusal: { field?: string } | null,
): void {
  useEffect(() => {
    const field = refusal?.field && form.current?.elements.namedItem(refusal.field);
    const target = field instanceof RadioNodeList ? field[0] : field;
    if (target instanceof HTMLElement) target.focus();
  }, [form, refusal]);
}
