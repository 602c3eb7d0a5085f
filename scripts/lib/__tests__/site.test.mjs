import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSite, serviceEnvs, siteUrl } from '../site.mjs';

test('a custom domain is served on http by default, and the API is told so', () => {
  const envs = serviceEnvs(readSite({ SITE_DOMAIN: '591.com.tw', PORT: '8081' }));
  for (const env of [envs.build, envs.api, envs.gateway]) {
    assert.equal(env.SITE_DOMAIN, '591.com.tw');
    assert.equal(env.SITE_PROTOCOL, 'http');
    assert.equal(env.SITE_PORT, '8081');
  }
  assert.equal(envs.gateway.PORT, '8081');
  assert.equal(envs.gateway.API_ORIGIN, `http://127.0.0.1:${envs.api.API_PORT}`);
});

test('behind a TLS proxy every service hears the public scheme and port', () => {
  const site = readSite({ SITE_DOMAIN: '591.com.tw', SITE_PROTOCOL: 'https:', SITE_PORT: '' });
  const { api, gateway } = serviceEnvs(site);
  assert.deepEqual(
    [api.SITE_PROTOCOL, api.SITE_PORT, gateway.SITE_PROTOCOL, gateway.SITE_PORT],
    ['https', '', 'https', ''],
  );
  assert.equal(siteUrl(site, 'rent'), 'https://rent.591.com.tw/');
});

test('printed addresses carry the port visitors use', () => {
  assert.equal(siteUrl(readSite({}), 'www'), 'http://www.591.localhost:8080/');
});
