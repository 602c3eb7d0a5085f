// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../footer.tsx';
import { Header } from '../header.tsx';

describe('server rendering', () => {
  it('renders the header without a window, links carrying the default region', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Header activeChannel="rent" />);
    expect(html).toContain('data-header-release=');
    expect(html).toContain('/list?region=1"');
    expect(html).toContain('aria-current="page"');
    expect(html.match(/class="h591__channel"/g)).toHaveLength(10);
  });

  it('renders every panel closed', () => {
    const html = renderToString(<Header />).replace(/<style[\s\S]*?<\/style>/, '');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html.match(/aria-expanded="false"/g)?.length).toBe(7 + 3 + 1);
  });

  it('renders the footer', () => {
    expect(renderToString(<Footer />)).toContain('服務條款');
  });
});
