import { afterEach, vi } from 'vitest';

/** The requests the calls under test sent, with each body read as text. */
export const sent: { request: Request; body: string }[] = [];

/** Answers every fetch with `body` as JSON (and `status`), keeping what was sent. */
export function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({ request, body: await request.clone().text() });
      return Response.json(body, { status });
    }),
  );
}

afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});
