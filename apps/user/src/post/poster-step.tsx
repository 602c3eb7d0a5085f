import { POSTER_ROLES } from '@591/config';
import { TextField } from '../forms/text-field.tsx';
import { RadioField } from './field-controls.tsx';
import type { StepProps } from './post-steps.ts';

/** Who is posting: 屋主, 代理人 or 仲介 (a broker's licence number is shown on the listing). */
export function PosterStep({ fields, update, errorOf }: StepProps) {
  return (
    <>
      <RadioField
        name="posterRole"
        legend="刊登身份"
        value={fields.posterRole}
        choices={POSTER_ROLES.map((role) => ({ value: role.code, label: role.name }))}
        onChange={(posterRole) => update({ posterRole })}
        error={errorOf('posterRole')}
      />
      {fields.posterRole === 'broker' && (
        <TextField
          id="post-brokerLicence"
          name="brokerLicence"
          label="經紀人證號"
          hint="會顯示在物件頁的聯絡資訊"
          maxLength={30}
          value={fields.brokerLicence ?? ''}
          onChange={(event) => update({ brokerLicence: event.target.value || undefined })}
          error={errorOf('brokerLicence')}
        />
      )}
    </>
  );
}
