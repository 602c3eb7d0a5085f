import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleClassicScript } from '../classic-script.ts';
import { hubPageHtml } from '../hub-pages-plugin.ts';

const ONE_ID_HUB = fileURLToPath(
  new URL('../../../apps/shell/src/hub/one-id-hub.ts', import.meta.url),
);
const page = { path: '/hub/one-id', entry: ONE_ID_HUB, title: '裝置識別' };

describe('hub pages', () => {
  it('are one HTML file whose script cannot be cut short by its own text', () => {
    const html = hubPageHtml(page, 'console.log("</script><img src=x>")');
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(html).toContain('<\\/script><img');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>裝置識別</title>');
  });

  it("bundle the hub with the app's site domain and none of the site's data tables", async () => {
    const code = await bundleClassicScript(ONE_ID_HUB, { SITE_DOMAIN: 'example-591.test' });
    expect(code).toContain('example-591.test');
    expect(code).not.toMatch(/(^|[;}\s])(import|export)[\s{*]/);
    expect(code).not.toContain('信義計畫區');
  });
});
