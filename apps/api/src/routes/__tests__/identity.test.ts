import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 50 });
});
afterAll(() => api.close());

const oneId = (query: string) => api.app.inject(`/v1/one-id/get?${query}`);

describe('profile', () => {
  it('answers the caller’s address, and the visitor’s behind the gateway', async () => {
    const direct = await api.app.inject({ url: '/v1/profile/get', remoteAddress: '203.0.113.9' });
    expect(direct.json()).toEqual({ status: 1, data: { ip: '203.0.113.9' } });
    const proxied = await api.app.inject({
      url: '/v1/profile/get',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.json().data.ip).toBe('198.51.100.7');
    const spoofed = await api.app.inject({
      url: '/v1/profile/get',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '1.1.1.1' },
    });
    expect(spoofed.json().data.ip).toBe('203.0.113.9');
  });
});

describe('one-id', () => {
  it('gives a stable one-id for the same local id and a new one for another', async () => {
    const first = await oneId('local_id=FPabc123&local_type=cookie_id&device=pc&bu=591');
    expect(first.statusCode).toBe(200);
    const id = first.json().data.one_id;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(
      (await oneId('local_id=FPabc123&local_type=cookie_id&device=pc')).json().data.one_id,
    ).toBe(id);
    expect((await oneId('local_id=FPother&device=pc')).json().data.one_id).not.toBe(id);
  });

  it('gives a member the same one-id on every browser once their uid is known', async () => {
    const first = (await oneId('local_id=browser-a&device=pc&uid=77')).json().data.one_id;
    const second = (await oneId('local_id=browser-b&device=touch&uid=77&phone=0912-345-678')).json()
      .data.one_id;
    expect(second).toBe(first);
  });

  it('answers the identity helper’s messages when local_id or device is missing', async () => {
    const noLocal = await oneId('device=pc');
    expect(noLocal.statusCode).toBe(400);
    expect(noLocal.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Missing localId, please provide.',
    });
    expect((await oneId('local_id=&device=pc')).json().message).toBe(
      'Missing localId, please provide.',
    );
    const noDevice = await oneId('local_id=abc');
    expect(noDevice.json().message).toBe('Missing device, please provide.');
  });

  it.each([
    ['local_id=%3Cscript%3E&device=pc', 'querystring/local_id'],
    [`local_id=${'a'.repeat(200)}&device=pc`, 'querystring/local_id'],
    ['local_id=abc&device=PC!', 'querystring/device'],
    ['local_id=abc&device=pc&uid=abc', 'querystring/uid'],
    ['local_id=abc&device=pc&uid=99999999999', 'querystring/uid'],
    ['local_id=abc&device=pc&bu=999', 'querystring/bu'],
    ['local_id=abc&device=pc&phone=call-me', 'querystring/phone'],
  ])('rejects %s naming the field', async (query, field) => {
    const response = await oneId(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
