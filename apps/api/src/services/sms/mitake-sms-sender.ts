import { SmsNotSent, type SmsSender } from './sms-sender.ts';

/** An account of 三竹簡訊 (Mitake): its API's base address and the account's login. */
export interface MitakeConfig {
  url: string;
  username: string;
  password: string;
}

/** 0 booked, 1 and 2 handed to the carrier, 4 delivered: every other status is a refusal. */
const ACCEPTED_STATUSES = new Set(['0', '1', '2', '4']);
const TIMEOUT_MS = 10_000;

/** `key=value` lines of an answer such as `[1]\nmsgid=…\nstatuscode=1\nAccountPoint=98`. */
function fieldsOf(answer: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of answer.split(/\r?\n/)) {
    const equals = line.indexOf('=');
    if (equals > 0) fields.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  return fields;
}

/**
 * 三竹簡訊's SmSend: one text per call, POSTed as a UTF-8 form (CharsetURL=UTF-8 tells it the
 * body's charset; without it the gateway reads Big5).
 */
export class MitakeSmsSender implements SmsSender {
  private readonly endpoint: string;

  constructor(private readonly config: MitakeConfig) {
    this.endpoint = `${config.url.replace(/\/+$/, '')}/api/mtk/SmSend?CharsetURL=UTF-8`;
  }

  async send(mobile: string, text: string, id?: string): Promise<void> {
    const body = new URLSearchParams({
      username: this.config.username,
      password: this.config.password,
      dstaddr: mobile,
      smbody: text,
    });
    // SmSend answers a clientid it took before with that answer again, and sends nothing.
    if (id) body.set('clientid', id);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsNotSent(`Mitake SmSend unreachable: ${(error as Error).message}`);
    }
    const answer = await response.text();
    if (!response.ok) throw new SmsNotSent(`Mitake SmSend answered HTTP ${response.status}`);
    const fields = fieldsOf(answer);
    const status = fields.get('statuscode');
    if (status === undefined || !ACCEPTED_STATUSES.has(status)) {
      const reason = fields.get('Error') ?? '';
      throw new SmsNotSent(`Mitake SmSend refused the text: statuscode=${status ?? '?'} ${reason}`);
    }
  }
}
