import { SITE_APPS, setServerLocation } from '@591/config';
import type { LoaderFunctionArgs } from '@591/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteAppLoader } from '../site-app.ts';

const load = (id: string) =>
  siteAppLoader({
    params: { id },
    request: new Request(`http://www.591.com.tw/app/${id}`),
  } as unknown as LoaderFunctionArgs);

beforeAll(() => setServerLocation({ protocol: 'http:', port: '8480' }));

describe("the site's app pages", () => {
  it('exist for every app of the download menu', () => {
    for (const app of SITE_APPS) expect(load(app.id).name).toBe(app.name);
  });

  it('lead to the section that serves the same listings on the web, where the site has one', () => {
    expect(load('rent').webUrl).toMatch(/^http:\/\/rent\.[^/]+:8480\/$/);
    expect(load('price').webUrl).toMatch(/^http:\/\/land\.[^/]+:8480\/price$/);
    expect(load('newhouse').webUrl).toBeNull();
  });

  it('answer an unknown app with a 404', () => {
    expect(() => load('car')).toThrow(expect.objectContaining({ init: { status: 404 } }));
  });
});
