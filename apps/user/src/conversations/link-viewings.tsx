import { type Conversation, cancelViewingByLink } from '@591/api-client';
import { VIEWING_OPEN_STATUSES, VIEWING_STATUSES } from '@591/config';
import { useId, useRef, useState } from 'react';
import { useFormSubmit } from '../forms/use-form-submit.ts';

const statusName = (status: string) => VIEWING_STATUSES.find((each) => each.id === status)?.name;

/**
 * The seeker's 預約看屋 of the listing, on the texted link's page: each with its state, and
 * one still open cancelled with a reason.
 */
export function LinkViewings({
  conversation,
  token,
  onChange,
}: {
  conversation: Conversation;
  token: string;
  onChange: (conversation: Conversation) => void;
}) {
  if (conversation.viewings.length === 0) return null;
  return (
    <section aria-labelledby="link-viewings-title">
      <h2 id="link-viewings-title" className="center-subhead">
        您的預約看屋
      </h2>
      <ul className="center-list">
        {conversation.viewings.map((viewing) => (
          <li key={viewing.id} className="conversation-item" data-testid="link-viewing">
            <p className="center-item__line">
              {viewing.when}・<strong>{statusName(viewing.status)}</strong>
            </p>
            {VIEWING_OPEN_STATUSES.includes(viewing.status) && (
              <CancelForm
                send={(reason) => cancelViewingByLink(token, viewing.id, reason)}
                when={viewing.when}
                onDone={onChange}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CancelForm({
  send,
  when,
  onDone,
}: {
  send: (reason: string) => ReturnType<typeof cancelViewingByLink>;
  when: string;
  onDone: (conversation: Conversation) => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const { pending, started, refusal, onSubmit } = useFormSubmit(form, () => send(reason), onDone);
  return (
    <form
      ref={form}
      className="reply"
      onSubmit={onSubmit}
      aria-label={`取消 ${when} 的預約`}
      noValidate
    >
      <label className="mf__label" htmlFor={`${id}-reason`}>
        取消原因
      </label>
      <input
        id={`${id}-reason`}
        className="mf__input"
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${id}-error` : undefined}
      />
      {refusal && (
        <p className="mf__error" id={`${id}-error`} role="alert">
          {refusal.message}
        </p>
      )}
      <button
        type="submit"
        className="center-button center-button--danger reply__send"
        disabled={!started || pending}
      >
        取消預約
      </button>
    </form>
  );
}
