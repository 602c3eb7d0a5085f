import { type RefObject, useLayoutEffect, useRef } from 'react';

/** A field the visitor changed before the form's code ran: its text, choice or tick. */
export type TypedValue = string | boolean;

/**
 * What a visitor typed, chose or ticked in a server-rendered form before its code ran. React
 * hydrates a controlled field with its first state and leaves the value on the page as it is,
 * so the state, and what the form sends, would be the server's empty field while the visitor
 * sees their text. Once the form has hydrated, `onTyped` is called for each field whose value
 * differs from the one the server wrote (its default): text and selects with their value, a
 * checkbox with whether it is ticked, a radio group with the chosen radio's value.
 *
 * A form rendered in the browser gets no calls: there React writes each value as the default.
 */
export function useTypedBeforeStart(
  form: RefObject<HTMLFormElement | null>,
  onTyped: (name: string, value: TypedValue) => void,
) {
  const latest = useRef(onTyped);
  latest.current = onTyped;
  // A layout effect: it runs in the commit of the hydration itself, before any later render
  // writes the state's value back into the field.
  useLayoutEffect(() => {
    for (const [name, value] of typedFields(form.current)) latest.current(name, value);
  }, [form]);
}

/** The fields of a form that differ from what was rendered into them, by name. */
export function typedFields(form: HTMLFormElement | null): [string, TypedValue][] {
  const typed: [string, TypedValue][] = [];
  for (const field of form?.elements ?? []) {
    if (!('name' in field) || !field.name) continue;
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) typed.push([field.name, field.checked]);
      } else if (field.type === 'radio') {
        if (field.checked && !field.defaultChecked) typed.push([field.name, field.value]);
      } else if (field.type !== 'hidden' && field.value !== field.defaultValue) {
        typed.push([field.name, field.value]);
      }
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) typed.push([field.name, field.value]);
    } else if (field instanceof HTMLSelectElement) {
      // Without a `selected` option the browser shows the first one.
      const rendered =
        [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.selectedOptions[0] !== rendered) typed.push([field.name, field.value]);
    }
  }
  return typed;
}
