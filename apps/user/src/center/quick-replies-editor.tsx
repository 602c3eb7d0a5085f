import { fetchQuickReplies, saveQuickReplies } from '@591/api-client';
import { QUICK_REPLY_MAX, QUICK_REPLY_MAX_CHARS } from '@591/config';
import { useRef, useState } from 'react';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/**
 * 快速回覆: the poster's saved phrases, one per line, offered in each conversation's answer
 * box. Read when opened; saved whole.
 */
export function QuickRepliesEditor() {
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const { pending, refusal, onSubmit } = useFormSubmit(
    form,
    () =>
      saveQuickReplies(
        (text ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    (answer) => {
      setText(answer.items.join('\n'));
      setSaved(true);
    },
  );
  const open = () => {
    if (text !== null) return;
    fetchQuickReplies().then(
      (items) => setText(items.join('\n')),
      () => setFailed(true),
    );
  };
  return (
    <details className="center-section" onToggle={open}>
      <summary>管理快速回覆</summary>
      {failed && (
        <p className="mf__alert" role="alert">
          快速回覆載入失敗，請稍後再試。
        </p>
      )}
      {text !== null && (
        <form ref={form} className="reply" onSubmit={onSubmit} aria-label="快速回覆">
          <label className="mf__label" htmlFor="quick-replies">
            常用回覆（每行一則，最多 {QUICK_REPLY_MAX} 則，每則 {QUICK_REPLY_MAX_CHARS} 字內）
          </label>
          <textarea
            id="quick-replies"
            className="mf__input reply__body"
            rows={5}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSaved(false);
            }}
          />
          {refusal && (
            <p className="mf__error" role="alert">
              {refusal.message}
            </p>
          )}
          <p className="center__live" role="status">
            {saved ? '已儲存快速回覆' : ''}
          </p>
          <button type="submit" className="center-button reply__send" disabled={pending}>
            儲存快速回覆
          </button>
        </form>
      )}
    </details>
  );
}
