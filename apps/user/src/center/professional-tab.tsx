import { applyAsProfessional, fetchOwnProfessional, type Professional } from '@591/api-client';
import { PROFESSIONAL_KINDS, type ProfessionalKind } from '@591/config';
import { useLoaderData } from '@591/react-router';
import { useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useFieldValues } from '../forms/use-field-values.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

export const loader = firstReadOnServer(() => fetchOwnProfessional());

/** What each standing lets the member do, in words. */
const STANDING_NOTES: Record<Professional['status'], string> = {
  pending:
    '審核人員會核對證書與公司登記，通過前不會收到屋主委託，賞屋預約的手機號碼也會隱藏部分數字。',
  approved: '已通過認證：您會收到所在區域的屋主委託，並看到賞屋預約者的完整手機號碼。',
  rejected: '認證未通過或已取消，請確認資料後重新申請。',
};

/**
 * 專業認證: a broker's or builder's application (the licence, the company, its 統一編號) and
 * where it stands. Owners' 委託 and visitors' mobiles go only to professionals a moderator
 * approved; applying again replaces the application and waits for the desk again.
 */
export function Component() {
  const first = useLoaderData() as Professional | null | undefined;
  const data = useMemberData(fetchOwnProfessional, first ?? null);
  return (
    <TabPanel id="professional-title" title="專業認證">
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data && <Standing professional={data.data} />}
      {data.state === 'ready' && (
        <ApplicationForm current={data.data} onApplied={() => data.reload()} />
      )}
    </TabPanel>
  );
}

function Standing({ professional }: { professional: Professional }) {
  const kind = PROFESSIONAL_KINDS.find((each) => each.id === professional.kind)?.name;
  return (
    <section className="center-section" aria-labelledby="standing-title">
      <h3 id="standing-title">
        目前狀態：<span data-testid="professional-status">{professional.statusName}</span>
      </h3>
      <p className="center-item__line">
        {kind}・{professional.company}（統一編號 {professional.taxId}）
        {professional.licence && `・證書字號 ${professional.licence}`}
      </p>
      <p className="center-item__line">{STANDING_NOTES[professional.status]}</p>
    </section>
  );
}

function ApplicationForm({
  current,
  onApplied,
}: {
  current: Professional | null;
  onApplied: () => void;
}) {
  const [kind, setKind] = useState<ProfessionalKind>(current?.kind ?? 'broker');
  const { form, values, bind } = useFieldValues({
    licence: current?.licence ?? '',
    company: current?.company ?? '',
    taxId: current?.taxId ?? '',
  });
  const [sent, setSent] = useState(false);
  const { pending, started, refusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => {
      setSent(false);
      return applyAsProfessional({ kind, ...values, ...(kind === 'builder' && { licence: '' }) });
    },
    () => {
      setSent(true);
      onApplied();
    },
  );
  const kindError = fieldError('kind');
  return (
    <section className="center-section" aria-labelledby="apply-title">
      <h3 id="apply-title">{current ? '更新認證資料' : '申請專業認證'}</h3>
      <form ref={form} className="mf" noValidate onSubmit={onSubmit} aria-labelledby="apply-title">
        <fieldset className="mf__field" aria-describedby={kindError ? 'mf-kind-error' : undefined}>
          <legend>認證身分</legend>
          <div className="mf__choices">
            {PROFESSIONAL_KINDS.map((each) => (
              <label className="mf__choice" key={each.id}>
                <input
                  type="radio"
                  name="kind"
                  value={each.id}
                  checked={kind === each.id}
                  onChange={() => setKind(each.id)}
                />
                {each.name}
              </label>
            ))}
          </div>
          <FieldMessage id="mf-kind-error" message={kindError} />
        </fieldset>
        {kind === 'broker' && (
          <TextField
            {...bind('licence', fieldError('licence'))}
            label="經紀人證書字號"
            maxLength={40}
            hint="依證書填寫，例如 (105)北市經字第01234號"
          />
        )}
        <TextField
          {...bind('company', fieldError('company'))}
          label={kind === 'broker' ? '所屬經紀業（公司名稱）' : '建設公司名稱'}
          autoComplete="organization"
          maxLength={40}
        />
        <TextField
          {...bind('taxId', fieldError('taxId'))}
          label="公司統一編號"
          inputMode="numeric"
          maxLength={8}
          hint="8 碼數字"
        />
        <FormAlert refusal={refusal} />
        {sent && (
          <p className="mf__done" role="status">
            已送出認證申請，審核通過後會以通知告訴您。
          </p>
        )}
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '送出中…' : '送出認證申請'}
        </button>
      </form>
    </section>
  );
}
