import type { Conversation, FormResult } from '@591/api-client';
import { MESSAGE_MAX_CHARS } from '@591/config';
import { useTypedBeforeStart } from '@591/ui';
import { useId, useRef, useState } from 'react';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/**
 * The answer box under a conversation. What was typed before the page's code ran is taken in
 * when it starts; a refusal (a block, a limit, an empty box) is shown under the box and the
 * text stays. `phrases`, the poster's quick replies, fill the box when chosen.
 */
export function ReplyForm({
  send,
  onSent,
  phrases = [],
}: {
  send: (body: string) => Promise<FormResult<Conversation>>;
  onSent: (conversation: Conversation) => void;
  phrases?: string[];
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [body, setBody] = useState('');
  useTypedBeforeStart(form, (name, value) => {
    if (name === 'body' && typeof value === 'string') setBody(value);
  });
  const { pending, started, refusal, onSubmit } = useFormSubmit(
    form,
    () => send(body),
    (conversation) => {
      setBody('');
      onSent(conversation);
    },
  );
  const errorId = `${id}-error`;
  return (
    <form ref={form} className="reply" aria-label="回覆" onSubmit={onSubmit} noValidate>
      {phrases.length > 0 && (
        <label className="reply__phrases">
          快速回覆
          <select
            value=""
            onChange={(event) => event.target.value && setBody(event.target.value)}
            disabled={!started}
          >
            <option value="">選擇常用回覆…</option>
            {phrases.map((phrase) => (
              <option key={phrase} value={phrase}>
                {phrase}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="mf__label" htmlFor={`${id}-body`}>
        回覆內容
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        className="mf__input reply__body"
        rows={4}
        maxLength={MESSAGE_MAX_CHARS * 2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? errorId : undefined}
      />
      {refusal && (
        <p className="mf__error" id={errorId} role="alert">
          {refusal.message}
        </p>
      )}
      <button type="submit" className="center-button reply__send" disabled={!started || pending}>
        {pending ? '送出中…' : '送出回覆'}
      </button>
    </form>
  );
}
