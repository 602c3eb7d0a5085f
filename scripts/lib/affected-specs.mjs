// Which end-to-end specs a change needs, for the developer's loop before the full suite
// (`npm run test:affected`). turbo's affected graph names the packages a change reaches (a
// change to a shared package reaches every app that uses it); a spec is needed when it opens a
// page of an affected app.

/** The host each app serves; a section app's routes also open on www under its prefix. */
export const APP_HOSTS = {
  '@591/shell': { host: 'www' },
  '@591/rent': { host: 'rent', wwwPrefix: '/rent' },
  '@591/sale': { host: 'sale', wwwPrefix: '/sale' },
  '@591/land': { host: 'land', wwwPrefix: '/land' },
  '@591/business': { host: 'business', wwwPrefix: '/business' },
  '@591/user': { host: 'user' },
  '@591/help': { host: 'help' },
  '@591/market': { host: 'market' },
  '@591/mortgage': { host: 'mortgage' },
  '@591/upscale': { host: 'upscale' },
  '@591/news': { host: 'news' },
  '@591/newhouse': { host: 'newhouse' },
};

/** Packages every page goes through: a change to one needs every spec. */
const EVERY_PAGE = ['@591/api', '@591/gateway'];

/**
 * The specs to run, as paths relative to e2e/.
 * - affected: package names turbo lists as affected.
 * - changedFiles: files changed since the base, relative to the repository root.
 * - specs: { path, source } of every spec (path relative to e2e/).
 */
export function affectedSpecs({ affected, changedFiles, specs }) {
  const all = specs.map((spec) => spec.path);
  const e2eChanges = changedFiles.filter((file) => file.startsWith('e2e/'));
  const changedSpecs = e2eChanges
    .map((file) => file.slice('e2e/'.length))
    .filter((file) => all.includes(file));
  // The suite's own support code, config or packages: it may change what any spec does.
  const suiteChanged = e2eChanges.some((file) => !file.startsWith('e2e/tests/'));
  if (suiteChanged || EVERY_PAGE.some((name) => affected.includes(name))) return all;

  const apps = Object.entries(APP_HOSTS).filter(([name]) => affected.includes(name));
  const needed = specs.filter(
    ({ path, source }) =>
      changedSpecs.includes(path) ||
      (apps.length > 0 && opensAnyHost(source)) ||
      apps.some(([, app]) => opensApp(source, app)),
  );
  return needed.map((spec) => spec.path);
}

/** `origin(host)` with a variable: the spec goes through several hosts, so any app's change. */
function opensAnyHost(source) {
  return /\borigin\((?!['"`])/.test(source);
}

function opensApp(source, { host, wwwPrefix }) {
  if (new RegExp(`\\borigin\\(['"\`]${host}['"\`]`).test(source)) return true;
  return Boolean(wwwPrefix) && source.includes(`origin('www')}${wwwPrefix}`);
}
