/** Web push needs a secure page with notifications, service workers and the Push API. */
export function pushSupported(win: Window = window): boolean {
  return (
    win.isSecureContext === true &&
    'Notification' in win &&
    'PushManager' in win &&
    'serviceWorker' in win.navigator
  );
}

/** Edge shows its own permission guidance, so the banner stays away there. */
export function isEdge(userAgent: string): boolean {
  return /\bEdg(?:e|A|iOS)?\//.test(userAgent);
}

/** Framed pages (the hub pages above all) never prompt: a frame cannot ask for permission. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
