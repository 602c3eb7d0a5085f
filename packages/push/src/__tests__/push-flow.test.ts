import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PUSH_LOG } from '../log.ts';
import { type PushFlowDeps, REPORTED_PERMISSION_KEY, runPushFlow } from '../push-flow.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150.0 Safari/537.36';
const EDGE = `${CHROME} Edg/150.0`;

/** A browser whose permission the test sets, with a prompt the test answers. */
function fakeBrowser(permission: NotificationPermission, userAgent = CHROME) {
  let answer: (value: NotificationPermission) => void = () => undefined;
  let onChange: (permission: NotificationPermission) => void = () => undefined;
  const Notification = {
    permission,
    requestPermission: vi.fn(
      () => new Promise<NotificationPermission>((resolve) => (answer = resolve)),
    ),
  };
  const hide = vi.fn();
  const deps = {
    win: { Notification, navigator: { userAgent } } as unknown as PushFlowDeps['win'],
    storage: localStorage,
    askSiblings: vi.fn(async () => ({ granted: false, replies: 7 })),
    watchPermission: vi.fn(async (listener: typeof onChange) => {
      onChange = listener;
    }),
    showBanner: vi.fn(async (_onClose: () => void) => hide),
    onBannerClosed: vi.fn(),
    enableMessaging: vi.fn(async () => undefined),
  } satisfies PushFlowDeps;
  return {
    deps,
    hide,
    /** The permission changes (prompt answered, settings, a test); the watcher fires. */
    change(next: NotificationPermission) {
      Notification.permission = next;
      onChange(next);
    },
    /** The prompt settles, whatever it says; the flow reads the permission back. */
    settle(next: NotificationPermission, says: NotificationPermission = next) {
      Notification.permission = next;
      answer(says);
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the permission flow', () => {
  it('granted: fetches the token at once, without a banner or a prompt', async () => {
    const browser = fakeBrowser('granted');
    await runPushFlow(browser.deps);
    expect(browser.deps.enableMessaging).toHaveBeenCalledOnce();
    expect(browser.deps.showBanner).not.toHaveBeenCalled();
    expect(browser.deps.win.Notification.requestPermission).not.toHaveBeenCalled();
  });

  it('granted or denied: tells the hub once, not on every page', async () => {
    const first = fakeBrowser('granted');
    await runPushFlow(first.deps);
    expect(first.deps.askSiblings).toHaveBeenCalledWith({ permission: 'granted' });
    expect(localStorage.getItem(REPORTED_PERMISSION_KEY)).toBe('granted');
    const again = fakeBrowser('granted');
    await runPushFlow(again.deps);
    expect(again.deps.askSiblings).not.toHaveBeenCalled();
  });

  it('denied: does nothing', async () => {
    const browser = fakeBrowser('denied');
    await runPushFlow(browser.deps);
    expect(browser.deps.enableMessaging).not.toHaveBeenCalled();
    expect(browser.deps.showBanner).not.toHaveBeenCalled();
    expect(browser.deps.win.Notification.requestPermission).not.toHaveBeenCalled();
  });

  it('default: stops when a sibling origin is already granted', async () => {
    const browser = fakeBrowser('default');
    browser.deps.askSiblings.mockResolvedValue({ granted: true, replies: 3 });
    await runPushFlow(browser.deps);
    expect(browser.deps.askSiblings).toHaveBeenCalledWith({ permission: 'default' });
    expect(browser.deps.showBanner).not.toHaveBeenCalled();
    expect(browser.deps.win.Notification.requestPermission).not.toHaveBeenCalled();
  });

  it('default: after seven replies without a grant, shows the banner and asks', async () => {
    const browser = fakeBrowser('default');
    void runPushFlow(browser.deps);
    await tick();
    expect(browser.deps.askSiblings.mock.invocationCallOrder[0]).toBeLessThan(
      browser.deps.showBanner.mock.invocationCallOrder[0] ?? 0,
    );
    expect(browser.deps.win.Notification.requestPermission).toHaveBeenCalledOnce();
  });

  it('default on Edge: asks without the banner', async () => {
    const browser = fakeBrowser('default', EDGE);
    void runPushFlow(browser.deps);
    await tick();
    expect(browser.deps.showBanner).not.toHaveBeenCalled();
    expect(browser.deps.win.Notification.requestPermission).toHaveBeenCalledOnce();
  });

  it('hides the banner when the permission changes, and fetches the token once granted', async () => {
    const browser = fakeBrowser('default');
    void runPushFlow(browser.deps);
    await tick();
    browser.change('granted');
    expect(browser.hide).toHaveBeenCalled();
    expect(browser.deps.enableMessaging).toHaveBeenCalledOnce();
    browser.settle('granted');
    await tick();
    expect(browser.deps.enableMessaging).toHaveBeenCalledOnce();
    expect(browser.deps.askSiblings).toHaveBeenLastCalledWith({ permission: 'granted' });
  });

  it('logs a refusal and hides the banner', async () => {
    const browser = fakeBrowser('default');
    void runPushFlow(browser.deps);
    await tick();
    browser.settle('denied');
    await tick();
    expect(browser.hide).toHaveBeenCalled();
    expect(browser.deps.enableMessaging).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(`[push] ${PUSH_LOG.refused}`);
  });

  it('trusts the permission over the prompt’s answer', async () => {
    const browser = fakeBrowser('default');
    void runPushFlow(browser.deps);
    await tick();
    browser.change('granted');
    browser.settle('granted', 'denied');
    await tick();
    expect(warn).not.toHaveBeenCalled();
    expect(localStorage.getItem(REPORTED_PERMISSION_KEY)).toBe('granted');
  });

  it('a prompt dismissed without an answer leaves the banner for the visitor to close', async () => {
    const browser = fakeBrowser('default');
    void runPushFlow(browser.deps);
    await tick();
    browser.settle('default', 'denied');
    await tick();
    expect(browser.hide).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('closing the banner is tracked and keeps it closed', async () => {
    const browser = fakeBrowser('default');
    void runPushFlow(browser.deps);
    await tick();
    const onClose = browser.deps.showBanner.mock.calls[0]?.[0];
    onClose?.();
    expect(browser.deps.onBannerClosed).toHaveBeenCalledOnce();
    browser.change('granted');
    expect(browser.hide).not.toHaveBeenCalled();
  });

  it('watches changes from any state: a later grant fetches the token', async () => {
    const browser = fakeBrowser('denied');
    await runPushFlow(browser.deps);
    browser.change('granted');
    expect(browser.deps.enableMessaging).toHaveBeenCalledOnce();
  });
});
