import type { FormResult } from '@591/api-client';
import { legalPageUrl } from '@591/config';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../forms/form-alert.tsx';
import type { FormRefusal } from '../forms/use-form-submit.ts';
import type { SaveState } from './use-draft-autosave.ts';
import { useStepInUrl } from './use-step-in-url.ts';

const SAVE_STATUS: Record<SaveState, string> = {
  saved: '已自動儲存',
  saving: '儲存中…',
  unsaved: '尚未儲存',
  refused: '有欄位需要修正，修正後會自動儲存',
};

interface StepFormProps<Published> {
  title: string;
  stepLabels: readonly string[];
  /** The draft's autosave (useDraftAutosave): a step is left only once it is saved. */
  autosave: {
    flush: () => Promise<boolean>;
    state: SaveState;
    refusal: FormRefusal | null;
    setRefusal: (refusal: FormRefusal) => void;
  };
  publish: () => Promise<FormResult<Published>>;
  /** Where the published listing or project is seen. */
  publishedUrl: (published: Published) => string;
  /** The step that asks for the field a refusal names. */
  stepOfField: (field: string) => number;
  /** The last step's button, as it reads while publishing and before. */
  publishLabel: (publishing: boolean) => string;
  /** What publishing declares, before the terms it agrees to. */
  termsLead: string;
  /** The fields of the step on screen. */
  children: (step: number) => ReactNode;
}

/**
 * The last step's button: 儲存修改 for a draft that edits what is published, else the way it
 * publishes (刊登, 刊登建案).
 */
export function publishLabel(editing: boolean, publishName: string) {
  return (publishing: boolean) => {
    if (editing) return publishing ? '儲存中…' : '儲存修改';
    return publishing ? '刊登中…' : publishName;
  };
}

/**
 * The frame of a step-by-step posting form (a listing's or a project's): the steps, the
 * current one's heading, its save state, 上一步 and 下一步, and on the last step publishing,
 * which opens what was published or takes the poster to the step and field to correct.
 */
export function StepForm<Published>(props: StepFormProps<Published>) {
  const { flush, state, refusal, setRefusal } = props.autosave;
  const [step, setStep] = useStepInUrl(props.stepLabels.length);
  const [publishing, setPublishing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts at its heading, for keyboard and screen-reader users too.
  useEffect(() => heading.current?.focus(), [step]);

  // A step is left only once its changes are saved. Until then the buttons wait: a second
  // press (or a double click) would count from the step still on screen and be lost.
  const moving = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const goTo = async (next: number) => {
    if (moving.current) return;
    moving.current = true;
    setWaiting(true);
    try {
      await flush();
      setStep(next);
    } finally {
      moving.current = false;
      setWaiting(false);
    }
  };
  const publish = async () => {
    if (!(await flush())) return;
    setPublishing(true);
    const result = await props.publish();
    setPublishing(false);
    if (result.ok) {
      window.location.assign(props.publishedUrl(result.data));
      return;
    }
    setRefusal({ message: result.message, field: result.field });
    if (result.field) setStep(props.stepOfField(result.field));
  };

  const last = step === props.stepLabels.length - 1;
  return (
    <div className="post">
      <h1>{props.title}</h1>
      <ol className="post__steps" aria-label="刊登步驟">
        {props.stepLabels.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      <form
        className="mf post__form"
        noValidate
        aria-labelledby="post-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          void (last ? publish() : goTo(step + 1));
        }}
      >
        <h2 id="post-step-title" tabIndex={-1} ref={heading}>
          {props.stepLabels[step]}
        </h2>
        {props.children(step)}
        <FormAlert refusal={refusal} />
        {last && (
          <p className="post__terms">
            {props.termsLead}，且同意
            <a href={legalPageUrl('terms', 'listing-rules')} target="_blank" rel="noopener">
              服務條款的刊登規範
            </a>
            ；你填寫的資料依
            <a href={legalPageUrl('privacy', 'listing-data')} target="_blank" rel="noopener">
              隱私權政策
            </a>
            處理。
          </p>
        )}
        <p className="post__saved" aria-live="polite" data-save-state={state}>
          {SAVE_STATUS[state]}
        </p>
        <div className="post__nav">
          {step > 0 && (
            <button
              type="button"
              className="center-button"
              aria-disabled={waiting || undefined}
              onClick={() => void goTo(step - 1)}
            >
              上一步
            </button>
          )}
          <button
            type="submit"
            className="mf__submit"
            disabled={publishing}
            aria-disabled={waiting || undefined}
          >
            {last ? props.publishLabel(publishing) : '下一步'}
          </button>
        </div>
      </form>
    </div>
  );
}
