import {
  type EntrustField,
  fetchRegion,
  type RegionWithDistricts,
  sendEntrust,
} from '@591/api-client';
import {
  ENTRUST_MAX_ACCEPTED,
  ENTRUST_PURPOSES,
  type EntrustPurpose,
  REAL_PRICE_BUILDING_TYPES,
  REGIONS,
} from '@591/config';
import { displayName, useUserStore } from '@591/identity';
import { useFormFields, useHasStarted } from '@591/ui';
import { type FormEvent, useEffect, useState } from 'react';

type Values = Record<EntrustField | 'purpose', string>;

/** What the form says once a request is sent: how many brokers it went to, and where. */
export interface EntrustSent {
  offeredTo: number;
  districtName: string;
}

const CSS = `
.entrust-form{display:grid;gap:16px;max-width:720px;margin:16px 0 0}
.entrust-form__row{display:grid;gap:16px}
.entrust-form__field{display:grid;gap:4px;align-content:start}
.entrust-form label,.entrust-form legend{font-size:15px;color:#333}
.entrust-form input,.entrust-form textarea,.entrust-form select{width:100%;min-height:44px;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;color:#222;background:#fff}
.entrust-form textarea{resize:vertical}
.entrust-form [aria-invalid="true"]{border-color:#c62828}
.entrust-form__purpose{display:flex;flex-wrap:wrap;gap:8px 20px;margin:0;padding:0;border:0}
.entrust-form__purpose label{display:inline-flex;align-items:center;gap:6px;min-height:44px}
.entrust-form__purpose input{width:auto;min-height:0}
.entrust-form__hint{margin:0;color:#666;font-size:14px}
.entrust-form__error{margin:0;color:#c62828;font-size:14px}
.entrust-form__submit{min-height:44px;border:0;border-radius:6px;background:#a04400;color:#fff;font:inherit;font-size:16px;font-weight:700;cursor:pointer}
.entrust-form__submit:hover{background:#6e2f00}
.entrust-form__submit:disabled{background:#8a8a8a;cursor:wait}
@media (min-width:600px){.entrust-form__row{grid-template-columns:1fr 1fr}}
`;

const emptyHome = { address: '', area: '', rooms: '', price: '', note: '' };

/**
 * 屋主委託's form: the home (where, what, how big, the price asked) and how to reach the
 * owner. The API checks every field and its words show at the field it names; what was typed
 * before the page's code ran is kept.
 */
export function EntrustForm({
  purpose,
  region: firstRegion,
  onSent,
}: {
  purpose: EntrustPurpose;
  region: RegionWithDistricts;
  onSent: (sent: EntrustSent) => void;
}) {
  const member = useUserStore((user) => (user.isLogin ? user : null));
  const initial: Values = {
    purpose,
    regionId: String(firstRegion.id),
    districtId: '',
    homeType: '',
    name: '',
    mobile: '',
    ...emptyHome,
  };
  const { form, values, set, setValues, refusal, setRefusal, fieldProps, labelled } = useFormFields(
    initial,
    'entrust-form',
  );
  const [region, setRegion] = useState(firstRegion);
  const [sending, setSending] = useState(false);
  // Sending needs the page's code: a press before it runs waits instead of submitting the
  // form to the address bar.
  const started = useHasStarted();

  // The header's other entry (委託出租 from 委託售屋) changes the page's purpose.
  useEffect(() => set('purpose', purpose), [purpose]);
  useEffect(() => {
    if (!member) return;
    setValues((typed) => ({
      ...typed,
      name: typed.name || displayName(member.realName, member.sex),
      mobile: typed.mobile || member.mobile,
    }));
  }, [member]);
  // Another region's districts, once it is chosen.
  useEffect(() => {
    if (values.regionId === String(region.id)) return;
    let current = true;
    fetchRegion(Number(values.regionId)).then(
      (chosen) => current && setRegion(chosen),
      () => current && setRefusal({ message: '行政區載入失敗，請重新選擇縣市', field: 'regionId' }),
    );
    return () => {
      current = false;
    };
  }, [values.regionId, region.id]);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefusal(null);
    const result = await sendEntrust({ ...values, purpose: values.purpose as EntrustPurpose });
    setSending(false);
    if (!result.ok) {
      setRefusal({ message: result.message, field: result.field });
      return;
    }
    const district = region.districts.find((item) => String(item.id) === values.districtId);
    setValues((typed) => ({ ...typed, ...emptyHome }));
    onSent({ offeredTo: result.data.offeredTo, districtName: district?.name ?? '' });
  };

  const chosen = ENTRUST_PURPOSES.find((choice) => choice.purpose === values.purpose)!;

  return (
    <form
      ref={form}
      className="entrust-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="entrust-title"
    >
      <style href="@591/market/entrust-form" precedence="default">
        {CSS}
      </style>
      <fieldset className="entrust-form__purpose">
        <legend>委託項目</legend>
        {ENTRUST_PURPOSES.map((choice) => (
          <label key={choice.purpose}>
            <input
              type="radio"
              name="purpose"
              value={choice.purpose}
              checked={values.purpose === choice.purpose}
              onChange={() => set('purpose', choice.purpose)}
            />
            {choice.name}
          </label>
        ))}
      </fieldset>
      <div className="entrust-form__row">
        {labelled(
          'regionId',
          '縣市',
          <select
            {...fieldProps('regionId')}
            onChange={(event) => {
              setValues((typed) => ({ ...typed, regionId: event.target.value, districtId: '' }));
            }}
          >
            {REGIONS.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          'districtId',
          '鄉鎮市區',
          <select {...fieldProps('districtId')}>
            <option value="">請選擇</option>
            {region.districts.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>,
        )}
      </div>
      {labelled(
        'address',
        '地址（路名與門牌）',
        <input {...fieldProps('address')} autoComplete="street-address" maxLength={60} />,
        `例如 忠孝東路四段100號5樓。接受委託前，經紀人只看得到路名。`,
      )}
      <div className="entrust-form__row">
        {labelled(
          'homeType',
          '房屋類型',
          <select {...fieldProps('homeType')}>
            <option value="">請選擇</option>
            {REAL_PRICE_BUILDING_TYPES.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          'area',
          '權狀坪數',
          <input {...fieldProps('area')} inputMode="decimal" maxLength={10} />,
        )}
        {labelled(
          'rooms',
          '房數（選填）',
          <input {...fieldProps('rooms')} inputMode="numeric" maxLength={2} />,
        )}
        {labelled(
          'price',
          values.purpose === 'sale' ? '期望售價（萬）' : '期望租金（元/月）',
          <input {...fieldProps('price')} inputMode="numeric" maxLength={12} />,
        )}
      </div>
      <div className="entrust-form__row">
        {labelled(
          'name',
          '聯絡人',
          <input {...fieldProps('name')} autoComplete="name" maxLength={20} />,
        )}
        {labelled(
          'mobile',
          '手機號碼',
          <input
            {...fieldProps('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
          />,
          '只提供給接受委託的經紀人。',
        )}
      </div>
      {labelled(
        'note',
        '補充說明（選填）',
        <textarea {...fieldProps('note')} rows={4} maxLength={500} />,
        '例如 方便聯絡的時段、屋況、車位。',
      )}
      {refusal && !refusal.field && (
        <p className="entrust-form__error" role="alert">
          {refusal.message}
        </p>
      )}
      <p className="entrust-form__hint">
        送出後，委託會通知這個行政區在本站刊登的經紀人，最多 {ENTRUST_MAX_ACCEPTED}{' '}
        位接受後與你聯絡。
      </p>
      <button type="submit" className="entrust-form__submit" disabled={sending || !started}>
        {sending ? '送出中…' : `送出${chosen.name}`}
      </button>
    </form>
  );
}
