import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageUrlContext, useMemberPageLink } from '../member-page-link.ts';

function LoginLink() {
  const { href } = useMemberPageLink('login');
  return <a href={href}>登入</a>;
}

const hrefOf = (html: string) => /href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('a member link in the first HTML', () => {
  it('brings the visitor back to the page the server rendered', () => {
    const page = 'http://rent.591.localhost:8080/list?region=3&kind=2';
    const html = renderToString(
      <PageUrlContext.Provider value={page}>
        <LoginLink />
      </PageUrlContext.Provider>,
    );
    expect(hrefOf(html)).toBe(
      `http://user.591.localhost:8080/login?redirect=${encodeURIComponent(page)}`,
    );
  });

  it('brings the visitor back to the page in the browser, as the server had it', () => {
    window.history.replaceState(null, '', '/12345');
    expect(hrefOf(renderToString(<LoginLink />))).toBe(
      `http://user.591.localhost:8080/login?redirect=${encodeURIComponent('http://rent.591.localhost:8080/12345')}`,
    );
  });

  it('never offers a return to another site', () => {
    const html = renderToString(
      <PageUrlContext.Provider value="https://evil.example/phish">
        <LoginLink />
      </PageUrlContext.Provider>,
    );
    expect(hrefOf(html)).toBe('http://user.591.localhost:8080/login');
  });
});
