import { act, type FormEvent, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeStart } from '../forms/typed-before-start.ts';

/** A small form of the site's kind: controlled text, radios, a checkbox and a select. */
function SignUp({ onSend }: { onSend: (sent: object) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [mobile, setMobile] = useState('');
  const [note, setNote] = useState('');
  const [sex, setSex] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [region, setRegion] = useState('1');
  useTypedBeforeStart(form, (name, value) => {
    if (name === 'mobile') setMobile(String(value));
    if (name === 'note') setNote(String(value));
    if (name === 'sex') setSex(String(value));
    if (name === 'terms') setAgreed(value === true);
    if (name === 'region') setRegion(String(value));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ mobile, note, sex, agreed, region });
  };
  return (
    <form ref={form} onSubmit={submit}>
      <input name="mobile" value={mobile} onChange={(event) => setMobile(event.target.value)} />
      <textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      {['1', '2'].map((value) => (
        <input
          key={value}
          type="radio"
          name="sex"
          value={value}
          checked={sex === value}
          onChange={() => setSex(value)}
        />
      ))}
      <input
        type="checkbox"
        name="terms"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select name="region" value={region} onChange={(event) => setRegion(event.target.value)}>
        <option value="1">台北市</option>
        <option value="3">新北市</option>
      </select>
      <button type="submit">送出</button>
    </form>
  );
}

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

/** The server's HTML on the page, the visitor's input, then the code arrives and hydrates. */
async function hydrateAfter(visitor: (form: HTMLFormElement) => void) {
  const sent: object[] = [];
  const app = <SignUp onSend={(values) => sent.push(values)} />;
  container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const form = container.querySelector('form')!;
  visitor(form);
  await act(async () => {
    hydrateRoot(container, app);
  });
  await act(async () => {
    form.requestSubmit();
  });
  return { form, sent };
}

describe('a form the visitor filled in before its code ran', () => {
  it('sends what was typed, chosen and ticked, and keeps showing it', async () => {
    const { form, sent } = await hydrateAfter((page) => {
      (page.elements.namedItem('mobile') as HTMLInputElement).value = '0912345678';
      (page.elements.namedItem('note') as HTMLTextAreaElement).value = '週末可看屋';
      (page.querySelector('input[name=sex][value="2"]') as HTMLInputElement).checked = true;
      (page.elements.namedItem('terms') as HTMLInputElement).checked = true;
      (page.elements.namedItem('region') as HTMLSelectElement).value = '3';
    });
    expect(sent).toEqual([
      { mobile: '0912345678', note: '週末可看屋', sex: '2', agreed: true, region: '3' },
    ]);
    expect((form.elements.namedItem('mobile') as HTMLInputElement).value).toBe('0912345678');
  });

  it('sends the rendered values when nothing was touched', async () => {
    const { sent } = await hydrateAfter(() => undefined);
    expect(sent).toEqual([{ mobile: '', note: '', sex: '', agreed: false, region: '1' }]);
  });
});
