import { SECTION_IDS, type Subdomain } from '@591/config';

/** The federated apps and the subdomain each one is deployed on. */
export const APP_HOSTS = {
  shell: 'www',
  sale: 'sale',
  rent: 'rent',
  land: 'land',
  business: 'business',
  user: 'user',
  help: 'help',
  market: 'market',
  mortgage: 'mortgage',
  upscale: 'upscale',
  news: 'news',
  newhouse: 'newhouse',
} as const satisfies Record<string, Subdomain>;

export type AppName = keyof typeof APP_HOSTS;
/** The listing sections; the shell mounts their routes on www too. */
export type SectionName = Exclude<AppName, 'shell' | SiteAppName>;
/** Apps of a host of their own that the shell does not mount on www. */
export type SiteAppName = 'user' | 'help' | 'market' | 'mortgage' | 'upscale' | 'news' | 'newhouse';

/** Ports of each app's Vite dev server; in `npm run dev` the gateway proxies to them. */
export const APP_DEV_PORTS: Record<AppName, number> = {
  shell: 5170,
  sale: 5171,
  rent: 5172,
  land: 5173,
  business: 5174,
  user: 5175,
  help: 5176,
  market: 5177,
  mortgage: 5178,
  upscale: 5179,
  news: 5180,
  newhouse: 5181,
};

/** The list sections' apps (@591/config's SECTIONS): each is named after its section. */
export const SECTIONS: readonly SectionName[] = SECTION_IDS;

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Beside the shell's remote entry: `{ "release": … }`, the header release it serves. */
export const HEADER_RELEASE_FILE = 'header-release.json';

/** Modules the shell exposes to every section: one header release serves every subdomain. */
export const SHELL_EXPOSES = {
  header: './header',
  identity: './identity',
} as const;

/**
 * Each app's server bundle, inside its build folder (build-app writes it): a dot folder, so
 * the static server never hands it out. It exports `setUpRenderer` (see @591/app-runtime/server).
 */
export const SERVER_ENTRY_FILE = '.server/entry-server.js';
