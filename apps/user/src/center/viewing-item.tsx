import {
  cancelViewing,
  type FormResult,
  updateViewing,
  type Viewing,
  viewingCalendarUrl,
} from '@591/api-client';
import { listingDetailUrl, VIEWING_OPEN_STATUSES, VIEWING_STATUSES } from '@591/config';
import { useId, useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';

type Asking = 'propose' | 'decline' | 'cancel' | null;

/** `YYYY-MM-DD` and `HH:MM`, Taiwan time, as the instant the API takes. */
const taiwanIso = (date: string, time: string) => `${date}T${time}:00+08:00`;

/**
 * One booking in 預約看屋: the listing, when, who (for the poster), its state and reason, and
 * what the member's side may do now. Proposing, declining and cancelling ask for their
 * details in place of the buttons.
 */
export function ViewingItem({
  viewing,
  onChanged,
}: {
  viewing: Viewing;
  onChanged: (announcement: string) => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | undefined>();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const poster = viewing.role === 'poster';
  const open = VIEWING_OPEN_STATUSES.includes(viewing.status);
  const status = VIEWING_STATUSES.find((each) => each.id === viewing.status)?.name;

  const act = async (call: () => Promise<FormResult<Viewing>>, done: string) => {
    setPending(true);
    const result = await call();
    setPending(false);
    if (!result.ok) {
      setError({ message: result.message, field: result.field });
      return;
    }
    setError(undefined);
    setAsking(null);
    onChanged(`${done}：${viewing.listing.title} ${result.data.when}`);
  };
  const button = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="center-button"
      disabled={pending}
      onClick={onClick}
      aria-label={`${label}：${viewing.name} ${viewing.when}`}
    >
      {label}
    </button>
  );
  const errorId = `${id}-error`;

  return (
    <li className="center-item center-item--plain" data-testid="viewing">
      <div className="center-item__body">
        <h4 className="center-item__title">
          <a href={listingDetailUrl(viewing.listing)}>{viewing.listing.title}</a>
        </h4>
        <p className="center-item__line">
          {viewing.when}・<strong data-testid="viewing-status">{status}</strong>
        </p>
        {poster && (
          <p className="center-item__line">
            {viewing.name} <a href={`tel:${viewing.mobile}`}>{viewing.mobile}</a>
          </p>
        )}
        {viewing.reason && <p className="center-item__line">原因：{viewing.reason}</p>}
        {open && (
          <p className="center-item__line">
            <a href={viewingCalendarUrl(viewing.id)} download>
              加入行事曆（.ics）
            </a>
          </p>
        )}
      </div>
      {open && (
        <div className="center-item__actions">
          {asking === null ? (
            <>
              {poster &&
                viewing.status === 'requested' &&
                button(
                  '確認',
                  () =>
                    void act(
                      () => updateViewing({ id: viewing.id, action: 'confirm' }),
                      '已確認預約',
                    ),
                )}
              {poster &&
                viewing.status === 'requested' &&
                button('提議其他時間', () => setAsking('propose'))}
              {poster &&
                viewing.status !== 'confirmed' &&
                button('婉拒', () => setAsking('decline'))}
              {!poster &&
                viewing.status === 'proposed' &&
                button(
                  '接受提議時間',
                  () =>
                    void act(() => updateViewing({ id: viewing.id, action: 'accept' }), '已接受'),
                )}
              {button('取消預約', () => setAsking('cancel'))}
            </>
          ) : (
            <form
              className="center-status__ask"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (asking === 'propose') {
                  void act(
                    () =>
                      updateViewing({
                        id: viewing.id,
                        action: 'propose',
                        slotStart: date && time ? taiwanIso(date, time) : '',
                      }),
                    '已提議新時間',
                  );
                } else if (asking === 'decline') {
                  void act(
                    () => updateViewing({ id: viewing.id, action: 'decline', reason }),
                    '已婉拒',
                  );
                } else {
                  void act(() => cancelViewing({ id: viewing.id, reason }), '已取消預約');
                }
              }}
            >
              {asking === 'propose' ? (
                <>
                  <label htmlFor={`${id}-date`}>提議日期</label>
                  <input
                    id={`${id}-date`}
                    className="mf__input"
                    type="date"
                    value={date}
                    onChange={(event) => setDate(event.target.value)}
                    aria-invalid={error?.field === 'slotStart' || undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                  <label htmlFor={`${id}-time`}>時間</label>
                  <input
                    id={`${id}-time`}
                    className="mf__input"
                    type="time"
                    step={900}
                    value={time}
                    onChange={(event) => setTime(event.target.value)}
                  />
                </>
              ) : (
                <>
                  <label htmlFor={`${id}-reason`}>
                    {asking === 'cancel' ? '取消原因' : '婉拒原因（選填）'}
                  </label>
                  <input
                    id={`${id}-reason`}
                    className="mf__input"
                    maxLength={200}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    aria-invalid={error?.field === 'reason' || undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                </>
              )}
              <button type="submit" className="center-button" disabled={pending}>
                {asking === 'propose' ? '送出提議' : asking === 'decline' ? '確定婉拒' : '確定取消'}
              </button>
              {button('返回', () => {
                setAsking(null);
                setError(undefined);
              })}
            </form>
          )}
          <FieldMessage id={errorId} message={error?.message} />
        </div>
      )}
    </li>
  );
}
