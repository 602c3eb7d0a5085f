import { describe, expect, it } from 'vitest';
import { bundlePushWorker } from '../push-worker-plugin.ts';

describe('the push service worker build', () => {
  it('is one classic script: no imports, no exports, its handlers inside', async () => {
    const code = await bundlePushWorker();
    expect(code).not.toMatch(/(^|[;}\s])(import|export)[\s{*]/);
    expect(code).toMatch(/addEventListener\([`'"]push[`'"]/);
    expect(code).toMatch(/addEventListener\([`'"]notificationclick[`'"]/);
    expect(code).toContain('/push/fcm/batch-stat');
  });

  it('leaves out the site configuration’s data tables', async () => {
    const code = await bundlePushWorker();
    expect(code).not.toContain('信義計畫區');
    expect(code.length).toBeLessThan(10_000);
  });
});
