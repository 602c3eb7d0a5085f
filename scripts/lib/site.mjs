// The site as visitors reach it, read once for every service a script starts. The build's
// links, the gateway's rendered pages and the API's CORS origins and cookie flags must all
// name the same scheme and port, or the browser's calls to the API are refused.

/** Settings from the environment: SITE_DOMAIN, PORT, API_PORT, SITE_PROTOCOL, SITE_PORT. */
export function readSite(env = process.env) {
  const port = env.PORT || '8080';
  return {
    domain: env.SITE_DOMAIN || '591.localhost',
    port,
    apiPort: env.API_PORT || '8090',
    // The gateway itself speaks plain http; a TLS proxy in front of it sets both of these.
    protocol: (env.SITE_PROTOCOL || 'http').replace(/:$/, ''),
    sitePort: env.SITE_PORT ?? port,
  };
}

/**
 * The password of the seeded builders' accounts (0980000001, …) on a site started here: they
 * are development accounts, for trying the builder's side of 預約賞屋.
 */
export const DEMO_BUILDER_PASSWORD = 'builder-demo-591';

/** The password of the seeded news editor's account (0985000001): 新聞管理 in the member centre. */
export const DEMO_EDITOR_PASSWORD = 'editor-demo-591';

/** The password of the seeded moderator's account (0985000002): 檢舉處理 in the member centre. */
export const DEMO_MODERATOR_PASSWORD = 'moderator-demo-591';

/**
 * The password of the seeded listings' posters (owners and agents 096…, brokers 0970…): the
 * development accounts that answer a seeded listing's messages and 預約看屋.
 */
export const DEMO_POSTER_PASSWORD = 'poster-demo-591';

/** What the build, the API and the gateway are each told about the site. */
export function serviceEnvs(site) {
  const publicSite = {
    SITE_DOMAIN: site.domain,
    SITE_PROTOCOL: site.protocol,
    SITE_PORT: site.sitePort,
  };
  return {
    build: publicSite,
    api: {
      ...publicSite,
      API_PORT: site.apiPort,
      SEED_BUILDER_PASSWORD: DEMO_BUILDER_PASSWORD,
      SEED_EDITOR_PASSWORD: DEMO_EDITOR_PASSWORD,
      SEED_MODERATOR_PASSWORD: DEMO_MODERATOR_PASSWORD,
      SEED_POSTER_PASSWORD: DEMO_POSTER_PASSWORD,
    },
    gateway: { ...publicSite, PORT: site.port, API_ORIGIN: `http://127.0.0.1:${site.apiPort}` },
  };
}

/** The address of a subdomain's home page, as printed for the visitor. */
export function siteUrl(site, subdomain) {
  const defaultPort = site.protocol === 'https' ? '443' : '80';
  const port = site.sitePort && site.sitePort !== defaultPort ? `:${site.sitePort}` : '';
  return `${site.protocol}://${subdomain}.${site.domain}${port}/`;
}
