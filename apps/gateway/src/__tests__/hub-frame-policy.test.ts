import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppName } from '@591/mf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway.ts';
import { hubFramePolicy } from '../hub-frame-policy.ts';

describe('hubFramePolicy', () => {
  it("lets only the site's subdomains frame the hub pages, on the visitor's port", () => {
    expect(hubFramePolicy('/hub/one-id', 'www.591.com.tw:8480', '591.com.tw')).toBe(
      "frame-ancestors 'self' http://*.591.com.tw:8480",
    );
    expect(hubFramePolicy('/hub/one-id/?x=1', 'www.591.com.tw', '591.com.tw')).toBe(
      "frame-ancestors 'self' http://*.591.com.tw",
    );
    expect(
      hubFramePolicy(
        '/home/index/localStorage?type=syncNotification',
        'www.591.com.tw',
        '591.com.tw',
      ),
    ).toBe("frame-ancestors 'self' http://*.591.com.tw");
  });

  it.each(['/', '/hub', '/hub/one-id-other', '/hub/push', '/rent/hub/one-id', '/assets/a.js'])(
    'leaves %s alone',
    (urlPath) => {
      expect(hubFramePolicy(urlPath, 'www.591.com.tw:8480', '591.com.tw')).toBe(null);
    },
  );
});

describe('gateway', () => {
  let root: string;
  let gateway: Server;
  let port: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gateway-hub-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>\n');
    const apps = Object.fromEntries(
      (['shell', 'sale', 'rent', 'land', 'business'] as AppName[]).map((app) => [
        app,
        { dist: root },
      ]),
    ) as Parameters<typeof createGateway>[0]['apps'];
    gateway = createGateway({ domain: '591.test', apps, apiOrigin: 'http://127.0.0.1:9' });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    port = (gateway.address() as AddressInfo).port;
  });

  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const policyOf = (host: string, urlPath: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: urlPath, headers: { host, accept: 'text/html' } },
        (res) => {
          res.resume();
          resolve(res.headers['content-security-policy'] as string | undefined);
        },
      )
        .on('error', reject)
        .end();
    });

  it("sends the frame policy with the shell's hub page", async () => {
    expect(await policyOf(`www.591.test:${port}`, '/hub/one-id')).toBe(
      `frame-ancestors 'self' http://*.591.test:${port}`,
    );
  });

  it("sends none with other pages, nor with another app's path of the same name", async () => {
    expect(await policyOf(`www.591.test:${port}`, '/')).toBe(undefined);
    expect(await policyOf(`rent.591.test:${port}`, '/hub/one-id')).toBe(undefined);
  });
});
