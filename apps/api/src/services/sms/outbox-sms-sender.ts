import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * The development sender: nothing leaves the machine; each text is kept in sms_outbox, where
 * the person running the site reads their code (GET /v1/dev/sms-outbox).
 */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Database) {}

  async send(mobile: string, text: string, id?: string): Promise<void> {
    // As a provider does: a text sent again under its id is kept once.
    await this.db
      .insert(smsOutbox)
      .values({ mobile, body: text, clientId: id ?? null })
      .onConflictDoNothing();
  }
}
