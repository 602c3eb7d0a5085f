// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_PROMPT_ID, showReloadPrompt } from '../reload-prompt.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showReloadPrompt', () => {
  it('tells the visitor in zh-TW that the site was updated', () => {
    showReloadPrompt(document, () => {});
    const prompt = document.getElementById(RELOAD_PROMPT_ID);
    expect(prompt?.getAttribute('role')).toBe('status');
    expect(prompt?.textContent).toContain('網站已更新，請重新整理');
    expect(prompt?.querySelector('button')?.textContent).toBe('重新整理');
  });

  it('reloads only when its button is clicked', () => {
    const reload = vi.fn();
    showReloadPrompt(document, reload);
    expect(reload).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>(`#${RELOAD_PROMPT_ID} button`)?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is shown once however often it is asked for', () => {
    const first = showReloadPrompt(document, () => {});
    expect(showReloadPrompt(document, () => {})).toBe(first);
    expect(document.querySelectorAll(`#${RELOAD_PROMPT_ID}`)).toHaveLength(1);
  });
});
