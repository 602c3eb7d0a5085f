import type { SiteAppPage } from './site-app.ts';

const CSS = `
.site-app{max-width:760px;margin:0 auto;padding:32px 16px 48px;line-height:1.7}
.site-app h1{font-size:28px;margin:0}
.site-app__tagline{font-size:18px;color:#b35000;margin:4px 0 16px}
.site-app__web{display:inline-block;margin-top:8px;padding:10px 24px;border-radius:4px;background:#b35000;color:#fff;font-weight:bold;text-decoration:none}
.site-app__web:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;

/** An app of the site's own, as the header's app-download menu links it. */
export function Component({ data: app }: { data: SiteAppPage }) {
  return (
    <article className="site-app">
      <style href="@591/shell/site-app" precedence="default">
        {CSS}
      </style>
      <h1>{app.name}</h1>
      <p className="site-app__tagline">{app.tagline}</p>
      <p>{app.summary}</p>
      <h2>下載</h2>
      <p>App 上架後，App Store 與 Google Play 的下載連結會公布在這一頁。</p>
      {app.webUrl && (
        <>
          <p>現在就能用手機瀏覽器使用同樣的服務：</p>
          <a className="site-app__web" href={app.webUrl}>
            在瀏覽器開啟
          </a>
        </>
      )}
    </article>
  );
}
