import {
  fetchViewingSettings,
  type ListingCard,
  saveViewingSettings,
  type ViewingSettings,
} from '@591/api-client';
import {
  VIEWING_MAX_PLACES,
  VIEWING_MODES,
  VIEWING_SLOT_MINUTES,
  WEEKDAY_NAMES,
} from '@591/config';
import { useEffect, useId, useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';
import { EditableRows } from './editable-rows.tsx';

type Refusal = { message: string; field?: string };

const CSS = `
.center-viewing{display:grid;gap:8px;width:100%}
.center-viewing__form{display:grid;gap:8px;padding:12px;border:1px solid #e0c8b0;border-radius:6px;font-size:14px}
.center-viewing__form fieldset{display:grid;gap:6px;margin:0;padding:8px 0 0;border:0;border-top:1px solid #eee}
.center-viewing__row{display:flex;flex-wrap:wrap;align-items:end;gap:8px}
.center-viewing__row label{display:grid;gap:2px}
.center-viewing__check{display:inline-flex;align-items:center;gap:6px;min-height:44px}
`;

/**
 * 預約看屋 of one of the member's listings: on or off, the weekly times and one-off dates it
 * can be shown, the slot length, how many bookings a slot takes, the dates it cannot, and
 * whether a booking stands at once or waits for the poster. Opened on demand; the API checks
 * it and its words show at the part to correct.
 */
export function ViewingSettingsEditor({ listing }: { listing: ListingCard }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="center-viewing">
      <style href="@591/user/viewing-settings" precedence="default">
        {CSS}
      </style>
      <button
        type="button"
        className="center-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        aria-label={`預約看屋設定：${listing.title}`}
      >
        預約看屋設定
      </button>
      {open && <SettingsForm listing={listing} onDone={() => setOpen(false)} />}
    </div>
  );
}

function SettingsForm({ listing, onDone }: { listing: ListingCard; onDone: () => void }) {
  const id = useId();
  const [settings, setSettings] = useState<ViewingSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    fetchViewingSettings(listing.id).then(setSettings, () => setFailed(true));
  }, [listing.id]);

  if (failed) return <p className="mf__alert">預約看屋設定載入失敗，請稍後再試。</p>;
  if (!settings) return <p className="center__status">載入中…</p>;

  const change = (next: Partial<ViewingSettings>) => {
    setSaved(false);
    setSettings({ ...settings, ...next });
  };
  const save = async () => {
    setPending(true);
    const result = await saveViewingSettings(listing.id, settings);
    setPending(false);
    setRefusal(result.ok ? undefined : { message: result.message, field: result.field });
    setSaved(result.ok);
    if (result.ok) setSettings(result.data);
  };
  const invalid = (field: string) => ({
    'aria-invalid': refusal?.field === field || undefined,
    'aria-describedby': refusal?.field === field ? `${id}-${field}-error` : undefined,
  });
  const errorAt = (field: string) =>
    refusal?.field === field && (
      <FieldMessage id={`${id}-${field}-error`} message={refusal.message} />
    );
  const timeInput = (label: string, value: string, onChange: (value: string) => void) => (
    <label>
      {label}
      <input
        className="mf__input"
        type="time"
        step={900}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
  const timeRange = <Range extends { start: string; end: string }>(
    range: Range,
    set: (range: Range) => void,
  ) => (
    <>
      {timeInput('開始', range.start, (start) => set({ ...range, start }))}
      {timeInput('結束', range.end, (end) => set({ ...range, end }))}
    </>
  );
  const dateInput = (value: string, onChange: (value: string) => void) => (
    <label>
      日期
      <input
        className="mf__input"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );

  return (
    <form
      className="center-viewing__form"
      noValidate
      aria-label={`預約看屋設定：${listing.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="center-viewing__check">
        <input
          type="checkbox"
          checked={settings.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        開放預約看屋
      </label>
      <fieldset {...invalid('mode')}>
        <legend>預約方式</legend>
        {VIEWING_MODES.map((mode) => (
          <label key={mode.id} className="center-viewing__check">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={settings.mode === mode.id}
              onChange={() => change({ mode: mode.id })}
            />
            {mode.name}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-slot`}>時段長度</label>
      <select
        id={`${id}-slot`}
        className="mf__input"
        value={settings.slotMinutes}
        onChange={(event) => change({ slotMinutes: Number(event.target.value) })}
        {...invalid('slotMinutes')}
      >
        {VIEWING_SLOT_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} 分鐘
          </option>
        ))}
      </select>
      {errorAt('slotMinutes')}
      <label htmlFor={`${id}-places`}>每個時段可預約組數</label>
      <input
        id={`${id}-places`}
        className="mf__input"
        type="number"
        min={1}
        max={VIEWING_MAX_PLACES}
        value={settings.places}
        onChange={(event) => change({ places: Number(event.target.value) })}
        {...invalid('places')}
      />
      {errorAt('places')}

      <EditableRows
        legend="每週開放時段"
        rows={settings.weekly}
        blank={{ weekday: 6, start: '10:00', end: '12:00' }}
        addLabel="新增每週時段"
        onChange={(weekly) => change({ weekly })}
        invalid={invalid('weekly')}
        error={errorAt('weekly')}
        testId="weekly-time"
        renderRow={(time, set) => (
          <>
            <label>
              星期
              <select
                className="mf__input"
                value={time.weekday}
                onChange={(event) => set({ ...time, weekday: Number(event.target.value) })}
              >
                {WEEKDAY_NAMES.map((name, weekday) => (
                  <option key={name} value={weekday}>
                    星期{name}
                  </option>
                ))}
              </select>
            </label>
            {timeRange(time, set)}
          </>
        )}
      />
      <EditableRows
        legend="指定日期"
        rows={settings.dates}
        blank={{ date: '', start: '14:00', end: '16:00' }}
        addLabel="新增指定日期"
        onChange={(dates) => change({ dates })}
        invalid={invalid('dates')}
        error={errorAt('dates')}
        renderRow={(time, set) => (
          <>
            {dateInput(time.date, (date) => set({ ...time, date }))}
            {timeRange(time, set)}
          </>
        )}
      />
      <EditableRows
        legend="不開放的日期"
        rows={settings.blackouts}
        blank=""
        addLabel="新增不開放日期"
        onChange={(blackouts) => change({ blackouts })}
        invalid={invalid('blackouts')}
        error={errorAt('blackouts')}
        renderRow={(date, set) => dateInput(date, set)}
      />

      {refusal && !refusal.field && <FieldMessage message={refusal.message} />}
      <p className="center__status" aria-live="polite">
        {saved && '已儲存預約看屋設定'}
      </p>
      <div className="center-viewing__row">
        <button type="submit" className="center-button" disabled={pending}>
          儲存設定
        </button>
        <button type="button" className="center-button" onClick={onDone}>
          關閉
        </button>
      </div>
    </form>
  );
}
