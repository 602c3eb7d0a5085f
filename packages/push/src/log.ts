/** Push problems are for developers: they go to the console and are never shown to visitors. */
export const PUSH_LOG = {
  noData: 'payload.data is null',
  cateUnsupported: 'cate 8 (app subscription detail) is not supported on the web',
  linkMissing: 'payload.data.link_url is missing',
  dataParse: 'payload.data.data could not be parsed as JSON',
  refused: 'the user refused notification permission',
  unsupported: 'this browser does not support cloud messaging',
  tokenFailed: 'failed to retrieve the push token',
  tokenNull: 'the push token is null',
  tokenNotSent: 'failed to send the push token',
  statsFailed: 'Network response was not ok',
  workerFailed: 'failed to register the push service worker',
  off: 'FIREBASE_CONFIG is not set: web push is off',
} as const;

export type PushLogMessage = (typeof PUSH_LOG)[keyof typeof PUSH_LOG];

export function logPush(message: PushLogMessage, detail?: unknown): void {
  if (detail === undefined) console.warn(`[push] ${message}`);
  else console.warn(`[push] ${message}`, detail);
}
