// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDetailVisit } from '../detail-visit.ts';

const bodies: { url: string; body: unknown; keepalive: boolean }[] = [];

afterEach(() => {
  cleanup();
  bodies.length = 0;
  vi.unstubAllGlobals();
});

function Detail({ id, type }: { id: number; type: number }) {
  useDetailVisit({ id, type });
  return null;
}

describe('useDetailVisit', () => {
  it('counts one view per listing shown, on the statistics host', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push({
          url: request.url,
          body: await request.clone().json(),
          keepalive: request.keepalive,
        });
        return new Response(null, { status: 204 });
      }),
    );
    const { rerender } = render(<Detail id={12} type={1} />);
    rerender(<Detail id={12} type={1} />);
    rerender(<Detail id={34} type={2} />);
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(new URL(bodies[0]!.url).host).toMatch(/^statistics\./);
    expect(new URL(bodies[0]!.url).pathname).toBe('/behavior/detail/visit');
    expect(bodies.map((sent) => sent.body)).toEqual([
      { post_id: 12, type: 1, device: 'pc' },
      { post_id: 34, type: 2, device: 'pc' },
    ]);
    expect(bodies[0]!.keepalive).toBe(true);
  });

  it('keeps a failed count to itself (an unhandled rejection would fail this run)', async () => {
    const refused = vi.fn(async () => new Response('busy', { status: 429 }));
    vi.stubGlobal('fetch', refused);
    render(<Detail id={5} type={1} />);
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
