import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticHtml } from '../static-html.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let rendered = 0;
function Description({ text }: { text: string }) {
  rendered += 1;
  return <p>{text}</p>;
}

function Facts({ listing }: { listing: { description: string } }) {
  return (
    <StaticHtml of={listing}>
      <Description text={listing.description} />
    </StaticHtml>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

describe('a static part of a page', () => {
  it('keeps the server’s HTML at hydration without rendering what is inside', async () => {
    const listing = { description: '採光好，近捷運。' };
    container = document.createElement('div');
    container.innerHTML = renderToString(<Facts listing={listing} />);
    document.body.append(container);
    rendered = 0;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Facts listing={listing} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(rendered).toBe(0);
    expect(container.querySelector('p')?.textContent).toBe('採光好，近捷運。');

    // Another listing shown in the same place is rendered in the browser.
    await act(async () => root!.render(<Facts listing={{ description: '邊間，三面採光。' }} />));
    expect(rendered).toBeGreaterThan(0);
    expect(container.querySelector('p')?.textContent).toBe('邊間，三面採光。');
  });
});
