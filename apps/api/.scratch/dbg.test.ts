import { it } from 'vitest';
import { createTestApp, SITE_ORIGIN } from '../src/test-support/test-app.ts';

it('dbg', async () => {
  const api = await createTestApp({ listings: 10 });
  api.app.log.level = 'error';
  const b = '----x';
  const fields = {
    type: '1',
    post_id: '42',
    device: 'pc',
    deviceid: 'V1StGXR8_Z5jdHi6B-myT',
    nearby: '{"exposures":1,"clicks":0,"click_count":0}',
    similar_price: '{"exposures":1,"clicks":0,"click_count":0}',
    similar_area: '{"exposures":1,"clicks":0,"click_count":0}',
  };
  const payload =
    Object.entries(fields)
      .map(([n, v]) => `--${b}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
      .join('') + `--${b}--\r\n`;
  const r = await api.app.inject({
    method: 'POST',
    url: '/home/detail/recommend/report',
    headers: {
      'content-type': `multipart/form-data; boundary=${b}`,
      origin: 'https://evil.example',
    },
    payload,
  });
  console.log(r.statusCode, r.body);
  const big =
    Object.entries({ ...fields, filler: 'x'.repeat(70000) })
      .map(([n, v]) => `--${b}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
      .join('') + `--${b}--\r\n`;
  const r2 = await api.app.inject({
    method: 'POST',
    url: '/home/detail/recommend/report',
    headers: { 'content-type': `multipart/form-data; boundary=${b}`, origin: SITE_ORIGIN },
    payload: big,
  });
  console.log(r2.statusCode, r2.body);
  await api.close();
});
