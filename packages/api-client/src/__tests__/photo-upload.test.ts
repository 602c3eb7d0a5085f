import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadDraftPhoto } from '../posting.ts';

/** The browser's XMLHttpRequest at the edge: each try answered with the next status (0: none). */
function answerUploads(statuses: number[]) {
  const keys: (string | undefined)[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      keys.push(this.headers['Idempotency-Key']);
      const status = statuses.shift() ?? 0;
      queueMicrotask(() => {
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.responseText =
          status === 201 ? JSON.stringify({ data: { id: 'a'.repeat(32), position: 0 } }) : '{}';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return keys;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadDraftPhoto', () => {
  it('sends a photo whose answer was lost, or met a passing fault, again under its key', async () => {
    const keys = answerUploads([0, 503, 201]);
    const result = await uploadDraftPhoto(7, new Blob(['jpeg'], { type: 'image/jpeg' }), () => {});
    expect(result).toEqual({ ok: true, data: { id: 'a'.repeat(32), position: 0 } });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\w-]{22}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('tries a refused photo once, and gives up after three tries of a fault', async () => {
    const refused = answerUploads([400]);
    expect(await uploadDraftPhoto(7, new Blob(['x']), () => {})).toEqual({
      ok: false,
      message: '照片上傳失敗，請稍後再試',
    });
    expect(refused).toHaveLength(1);
    const away = answerUploads([502, 502, 502, 201]);
    expect((await uploadDraftPhoto(7, new Blob(['x']), () => {})).ok).toBe(false);
    expect(away).toHaveLength(3);
  });
});
