/** Sends one text to one Taiwan mobile (digits only, 09xxxxxxxx); rejects when it was not taken. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * The provider did not take a text. The API answers 503 (服務暫時無法使用) and logs the
 * provider's reason, which is in the message.
 */
export class SmsNotSent extends Error {
  readonly statusCode = 503;
}
