import { projectTexts } from './project-inputs.tsx';
import type { ProjectStepProps } from './project-steps.ts';

/** 接待中心: where buyers visit, when it is open, and the number they call. */
export function OfficeStep(props: ProjectStepProps) {
  const text = projectTexts(props);
  return (
    <>
      {text('officeAddress', '接待中心地址', 60)}
      {text('officeHours', '接待時間', 40, { hint: '例如 10:00-21:00（週一公休）' })}
      {text('officePhone', '接待中心電話', 20, {
        type: 'tel',
        inputMode: 'tel',
        hint: '手機號碼（09 開頭）或 0800、0809 免付費電話；預約賞屋也會通知你的會員中心',
      })}
    </>
  );
}
