/**
 * Sends one text to one Taiwan mobile (digits only, 09xxxxxxxx); rejects when it was not taken.
 * `id` (at most 36 characters) is the text's own: a text sent again under an id the provider
 * took is not sent twice (a job tried again after its worker died midway).
 */
export interface SmsSender {
  send(mobile: string, text: string, id?: string): Promise<void>;
}

/**
 * The provider did not take a text. The API answers 503 (服務暫時無法使用) and logs the
 * provider's reason, which is in the message.
 */
export class SmsNotSent extends Error {
  readonly statusCode = 503;
}
