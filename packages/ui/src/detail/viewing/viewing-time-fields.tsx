import type { ViewingSlots } from '@591/api-client';
import {
  monthDay,
  taiwanDate,
  VIEWING_ANSWER_HOURS,
  VIEWING_DAYS_AHEAD,
  VISIT_PARTS_OF_DAY,
  WEEKDAY_NAMES,
} from '@591/config';
import type { useFormFields } from '../../forms/form-fields.tsx';
import type { VIEWING_FORM_FIELDS } from './viewing-form-fields.ts';

type FormFields = ReturnType<typeof useFormFields<keyof typeof VIEWING_FORM_FIELDS>>;

const dayLabel = (date: string, weekday: number) =>
  `${monthDay(date)}（${WEEKDAY_NAMES[weekday]}）`;

/**
 * When to view: the poster's free slots, day by day, a full one shown but not to be chosen;
 * or, where the poster opened none, a day and part of day to ask for.
 */
export function ViewingTimeFields({
  slots,
  fields: { id, values, set, fieldProps, errorAt, labelled },
  refusedField,
}: {
  slots: ViewingSlots['data'];
  fields: Pick<FormFields, 'id' | 'values' | 'set' | 'fieldProps' | 'errorAt' | 'labelled'>;
  refusedField: string | undefined;
}) {
  const noSlot = slots.way === 'slots' && slots.days.length === 0;
  return slots.way === 'slots' ? (
    <fieldset aria-describedby={refusedField === 'slotStart' ? `${id}-slotStart-error` : undefined}>
      <legend>
        選擇時段（每個 {slots.slotMinutes} 分鐘，
        {slots.mode === 'instant' ? '選定即預約成功' : `屋主 ${VIEWING_ANSWER_HOURS} 小時內確認`}）
      </legend>
      {noSlot && <p className="viewing-form__hint">近 {VIEWING_DAYS_AHEAD} 天沒有可預約的時段。</p>}
      {slots.days.map((day) => (
        <fieldset key={day.date}>
          <legend className="viewing-form__hint">{dayLabel(day.date, day.weekday)}</legend>
          <div className="viewing-form__day">
            {day.slots.map((slot) => (
              <label key={slot.start} className="viewing-form__slot">
                <input
                  type="radio"
                  name="slotStart"
                  value={slot.start}
                  disabled={slot.free === 0}
                  checked={values.slotStart === slot.start}
                  onChange={() => set('slotStart', slot.start)}
                />
                <span>
                  {slot.time}
                  {slot.free === 0 && '（額滿）'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {errorAt('slotStart')}
    </fieldset>
  ) : (
    <>
      <p className="viewing-form__hint">屋主尚未開放時段，請告訴屋主您方便的日期與時段。</p>
      {labelled(
        'askedDate',
        '希望日期',
        <input
          {...fieldProps('askedDate')}
          type="date"
          min={taiwanDate(new Date(), 1)}
          max={taiwanDate(new Date(), VIEWING_DAYS_AHEAD)}
        />,
      )}
      <fieldset
        className="viewing-form__parts"
        aria-describedby={
          refusedField === 'askedPartOfDay' ? `${id}-askedPartOfDay-error` : undefined
        }
      >
        <legend>希望時段</legend>
        {VISIT_PARTS_OF_DAY.map((part) => (
          <label key={part.id}>
            <input
              type="radio"
              name="askedPartOfDay"
              value={part.id}
              checked={values.askedPartOfDay === part.id}
              onChange={() => set('askedPartOfDay', part.id)}
            />
            {part.name}
          </label>
        ))}
      </fieldset>
      {errorAt('askedPartOfDay')}
    </>
  );
}
