import { type DraftFields, draftSaveNumbers, type FormResult, saveDraft } from '@591/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormRefusal } from '../forms/use-form-submit.ts';

/** How long typing may pause before what was typed is saved. */
const SAVE_AFTER_MS = 600;

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'refused';

/**
 * Sends a draft's whole form to the API (a listing's by default, a project's for 新建案), with
 * the save's number in this form's order (the API's Draft-Save).
 */
export type SendDraft<Fields> = (
  draftId: number,
  fields: Fields,
  draftSave: string,
) => Promise<FormResult<unknown>>;

/**
 * The draft's fields as the poster edits them, saved on the server shortly after each change
 * (and at once by `flush`, before moving on or publishing), so a reload or a closed tab loses
 * nothing. A refused value stays on screen with the API's words at its field.
 */
export function useDraftAutosave<Fields extends object = DraftFields>(
  draftId: number,
  initial: Fields,
  // The listing form's own save unless told otherwise (the project form sends its own).
  send: SendDraft<Fields> = saveDraft as SendDraft<object>,
) {
  const [fields, setFields] = useState<Fields>(initial);
  const [state, setState] = useState<SaveState>('saved');
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const latest = useRef(fields);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<boolean> | null>(null);
  // Numbered in the order they are made: a save tried again on a passing fault never undoes
  // a later one, whenever an earlier try of it reaches the database.
  const [nextSave] = useState(draftSaveNumbers);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // One save at a time, each sending all the form holds: the last one wins.
    await saving.current;
    const sent = latest.current;
    setState('saving');
    const run = send(draftId, sent, nextSave()).then((result) => {
      if (latest.current !== sent) return result.ok;
      setState(result.ok ? 'saved' : 'refused');
      setRefusal(result.ok ? null : { message: result.message, field: result.field });
      return result.ok;
    });
    saving.current = run;
    return run;
  }, [draftId, send, nextSave]);

  const update = useCallback(
    (patch: Partial<Fields>) => {
      const next = { ...latest.current, ...patch };
      for (const key of Object.keys(patch) as (keyof Fields)[]) {
        if (next[key] === undefined) delete next[key];
      }
      latest.current = next;
      setFields(next);
      setState('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save],
  );

  // Leaving with a change not yet sent: the browser asks to stay until it is saved.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (state === 'unsaved' || state === 'saving') event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { fields, update, state, refusal, flush: save, setRefusal };
}
