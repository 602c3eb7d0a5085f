import { describe, expect, it, vi } from 'vitest';
import { sendListingMessage } from '../messages.ts';
import { answer, sent } from './answer-fetch.ts';

const message = { listingId: 7, name: '林小美', mobile: '0912-345-678', message: '想看屋' };

describe('sendListingMessage', () => {
  it('posts the message as JSON to the specification path and returns its id', async () => {
    answer({ status: 1, data: { id: 42 } }, 201);
    expect(await sendListingMessage(message)).toEqual({ sent: true, id: 42 });
    const { request, body } = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/home/housing/sendMsg');
    expect(JSON.parse(body)).toEqual(message);
  });

  it('sends a message whose answer was lost again itself, under the same Idempotency-Key', async () => {
    const keys: (string | null)[] = [];
    let tries = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        tries += 1;
        // The first answer never arrives; the API (which stored the message) answers the copy.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return Response.json({ status: 1, data: { id: 42, conversationId: 9 } }, { status: 201 });
      }),
    );
    expect(await sendListingMessage(message)).toEqual({ sent: true, id: 42, conversationId: 9 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{22}$/);
    expect(keys[1]).toBe(keys[0]);
    // A new message is a new write: a key of its own.
    await sendListingMessage(message);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a message refused while the API was passing a fault again, under its key', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length === 1) return new Response('', { status: 502 });
        return Response.json({ status: 1, data: { id: 43, conversationId: 9 } }, { status: 201 });
      }),
    );
    expect(await sendListingMessage(message)).toEqual({ sent: true, id: 43, conversationId: 9 });
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('passes on a refusal worded for the visitor, with the field it names', async () => {
    answer({ statusCode: 400, message: '請填寫正確的手機號碼', field: 'mobile' }, 400);
    expect(await sendListingMessage(message)).toEqual({
      sent: false,
      message: '請填寫正確的手機號碼',
      field: 'mobile',
    });
  });

  it('passes on a poster’s block in the API’s words', async () => {
    answer({ statusCode: 403, message: '刊登者已不再接收您的留言' }, 403);
    expect(await sendListingMessage(message)).toMatchObject({
      sent: false,
      message: '刊登者已不再接收您的留言',
    });
  });

  it('says only that sending failed when the answer is not meant for visitors', async () => {
    for (const status of [401, 500]) {
      answer({ statusCode: status, message: 'Internal Server Error' }, status);
      expect(await sendListingMessage(message)).toEqual({
        sent: false,
        message: '留言送出失敗，請稍後再試',
        field: undefined,
      });
    }
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await sendListingMessage(message)).toEqual({
      sent: false,
      message: '留言送出失敗，請稍後再試',
    });
  });
});
