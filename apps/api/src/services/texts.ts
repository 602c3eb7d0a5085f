import type { Database, Transaction } from '../db/client.ts';

/**
 * What routes and services hand to the text jobs (startTextJobs): a text to a mobile, queued in
 * the transaction of the change it tells of, so the change and its text are saved together or
 * not at all; sent off the request, and again while the provider refuses it. (A one-time code
 * is sent on the request instead: the person waits for it.)
 */
export interface Texts {
  queue(mobile: string, text: string, within: Database | Transaction): Promise<void>;
}
