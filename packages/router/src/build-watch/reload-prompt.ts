/**
 * Shown instead of reloading when the reload guard cannot keep its stamps: only the visitor's
 * click reloads, so a page that keeps seeing a new build cannot reload itself in a loop.
 */
export const RELOAD_PROMPT_ID = 'reload-prompt';

const PROMPT_STYLE =
  'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:2100;display:flex;' +
  'align-items:center;gap:12px;padding:10px 16px;border-radius:8px;background:#333;color:#fff;' +
  'font-size:14px;box-shadow:0 2px 12px rgba(0,0,0,.2)';
const BUTTON_STYLE =
  'padding:4px 12px;border:0;border-radius:4px;background:#b35000;color:#fff;font:inherit;' +
  'cursor:pointer';

/** Adds the prompt once; a second call returns the prompt already on the page. */
export function showReloadPrompt(doc: Document, onReload: () => void): HTMLElement {
  const existing = doc.getElementById(RELOAD_PROMPT_ID);
  if (existing) return existing;
  const prompt = doc.createElement('div');
  prompt.id = RELOAD_PROMPT_ID;
  prompt.setAttribute('role', 'status');
  prompt.style.cssText = PROMPT_STYLE;
  const message = doc.createElement('span');
  message.textContent = '網站已更新，請重新整理';
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = '重新整理';
  button.style.cssText = BUTTON_STYLE;
  button.addEventListener('click', onReload);
  prompt.append(message, button);
  doc.body.append(prompt);
  return prompt;
}
