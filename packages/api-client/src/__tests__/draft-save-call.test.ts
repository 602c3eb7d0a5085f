import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftSaveNumbers } from '../clients.ts';
import { saveNewBuildDraft } from '../new-build-drafts.ts';
import { saveDraft } from '../posting.ts';

/** Each try's Draft-Save header and method; the first `refused` tries are answered 503. */
function apiRestarting(refused: number) {
  const tries: { method: string; draftSave: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      tries.push({ method: request.method, draftSave: request.headers.get('Draft-Save') });
      if (tries.length <= refused) {
        return Response.json({ message: '服務暫時無法使用' }, { status: 503 });
      }
      return Response.json({ status: 1, data: { id: 5, fields: { title: '近捷運套房' } } });
    }),
  );
  return tries;
}

afterEach(() => vi.unstubAllGlobals());

describe('saving a draft', () => {
  it('numbers one form’s saves in order, each number its own', () => {
    const next = draftSaveNumbers();
    const [first, second] = [next(), next()];
    expect(first).toMatch(/^[\w-]{22}:1$/);
    expect(second).toBe(`${first.split(':')[0]}:2`);
    // Another opening of the form counts on its own.
    expect(draftSaveNumbers()().split(':')[0]).not.toBe(first.split(':')[0]);
  });

  it('sends a save met by a passing fault again, under the same number', async () => {
    const tries = apiRestarting(1);
    const result = await saveDraft(5, { title: '近捷運套房' }, 'f0rm-0f-th1s-tab-aaaa:3');
    expect(result.ok).toBe(true);
    expect(tries).toEqual([
      { method: 'PUT', draftSave: 'f0rm-0f-th1s-tab-aaaa:3' },
      { method: 'PUT', draftSave: 'f0rm-0f-th1s-tab-aaaa:3' },
    ]);
  });

  it('says so when every try met the fault, for a project’s form too', async () => {
    const tries = apiRestarting(3);
    const result = await saveNewBuildDraft(5, { name: '北辰站前' }, 'pr0ject-f0rm-0f-th1s-tab:1');
    expect(result).toEqual({ ok: false, message: '連線發生問題，請稍後再試' });
    // The first try and two more.
    expect(tries).toHaveLength(3);
  });

  it('sends a save without a number once, as before', async () => {
    const tries = apiRestarting(1);
    expect((await saveDraft(5, { title: '套房' })).ok).toBe(false);
    expect(tries).toEqual([{ method: 'PUT', draftSave: null }]);
  });
});
