import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MitakeSmsSender } from '../mitake-sms-sender.ts';
import { SmsNotSent } from '../sms-sender.ts';

/** 三竹簡訊's gateway on 127.0.0.1: keeps each request and answers what the test sets. */
interface Received {
  method: string;
  url: string;
  contentType: string;
  body: Buffer;
}
let server: Server;
let base: string;
let received: Received[] = [];
let answer = { status: 200, body: '[1]\nmsgid=1010079522\nstatuscode=1\nAccountPoint=98\n' };

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: await bodyOf(request),
    });
    response.writeHead(answer.status, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '[1]\nmsgid=1010079522\nstatuscode=1\nAccountPoint=98\n' };
});

const sender = () =>
  new MitakeSmsSender({ url: `${base}/`, username: 'account591', password: 'p@ss&word' });
const TEXT = '【591房屋交易網】您的驗證碼為 123456，5分鐘內有效。請勿將驗證碼提供給他人。';

describe('MitakeSmsSender', () => {
  it('POSTs username, password, dstaddr and smbody as a UTF-8 form to SmSend', async () => {
    await sender().send('0912345678', TEXT);
    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/mtk/SmSend?CharsetURL=UTF-8');
    expect(request.contentType).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    const form = new URLSearchParams(request.body.toString('utf8'));
    expect(Object.fromEntries(form)).toEqual({
      username: 'account591',
      password: 'p@ss&word',
      dstaddr: '0912345678',
      smbody: TEXT,
    });
    // The Chinese text travels as UTF-8 bytes, percent-encoded: 【 is E3 80 90.
    expect(request.body.toString('latin1')).toContain('smbody=%E3%80%90591');
  });

  it('names a text with its own id as clientid, which SmSend sends once however often it comes', async () => {
    await sender().send('0912345678', TEXT, 'b6f1c7a2-3d4e-4f5a-8b9c-0d1e2f3a4b5c');
    const form = new URLSearchParams(received[0]!.body.toString('utf8'));
    expect(form.get('clientid')).toBe('b6f1c7a2-3d4e-4f5a-8b9c-0d1e2f3a4b5c');
  });

  it.each(['0', '1', '2', '4'])('takes statuscode %s as accepted', async (status) => {
    answer.body = `[1]\r\nmsgid=#000000001\r\nstatuscode=${status}\r\nAccountPoint=97\r\n`;
    await expect(sender().send('0912345678', TEXT)).resolves.toBeUndefined();
  });

  it('rejects a refused text with the gateway’s status and reason', async () => {
    answer.body = '[1]\nstatuscode=e\nError=帳號、密碼錯誤\n';
    const error = await sender()
      .send('0912345678', TEXT)
      .catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(SmsNotSent);
    expect((error as Error).message).toContain('statuscode=e 帳號、密碼錯誤');
  });

  it.each([
    ['a wrong number', '[1]\nstatuscode=v\n'],
    ['an answer without a status', 'Service Unavailable'],
  ])('rejects %s', async (_, body) => {
    answer.body = body;
    await expect(sender().send('0912345678', TEXT)).rejects.toBeInstanceOf(SmsNotSent);
  });

  it('rejects an HTTP error, and never names the password', async () => {
    answer = { status: 500, body: 'statuscode=1' };
    const error = await sender()
      .send('0912345678', TEXT)
      .catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(SmsNotSent);
    expect((error as Error).message).toContain('HTTP 500');
    expect((error as Error).message).not.toContain('p@ss&word');
  });

  it('rejects when the gateway cannot be reached', async () => {
    const nowhere = new MitakeSmsSender({
      url: 'http://127.0.0.1:9',
      username: 'a',
      password: 'b',
    });
    await expect(nowhere.send('0912345678', TEXT)).rejects.toThrow('Mitake SmSend unreachable');
  });
});
