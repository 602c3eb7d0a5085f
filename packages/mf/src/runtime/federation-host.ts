import * as identity from '@591/identity';
import * as router from '@591/react-router';
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as cookies from 'js-cookie';
import * as ky from 'ky';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';
import type { PageHost } from '../build-variants.ts';

/**
 * The federation host of a built page, started by page-host.ts the first time the page
 * loads a remote. The page is bundled as a plain app (its own imports of React, the router
 * and the rest are ordinary imports, tree-shaken like any code); the host publishes those
 * same modules, whole, for the remote entries it loads (the header from www, a section's
 * routes on www), and the federation runtime for them to borrow. The remote entries are
 * built with the federation plugin and consume the modules from here.
 */
declare const __FEDERATION_HOST__: PageHost;

/** Every module the apps share, including the subpaths React is imported by. */
const MODULES: Record<string, object> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  '@591/identity': identity,
  '@591/react-router': router,
  ky,
  'js-cookie': cookies,
};

/** The package whose version and rules a module is shared under (react/jsx-runtime: react). */
const packageOf = (key: string) =>
  key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!;

const { name, shared } = __FEDERATION_HOST__;

/** What remote entries built by the federation plugin read before asking the runtime. */
interface PluginGlobals {
  /** The runtime they borrow rather than bring their own (experiments.externalRuntime). */
  _FEDERATION_RUNTIME_CORE?: unknown;
  /**
   * The shared modules already loaded on the page, by `default:<name>` (`<name>@<version>`
   * for one that is not a singleton) and by the bare id. A page the plugin builds fills it
   * before any remote runs; a remote that finds a module here binds it at once, where it
   * would otherwise bind it only after its own start-up, too late for code that renders first.
   */
  __mf_module_cache__?: { share: Record<string, object>; remote: Record<string, unknown> };
}

const pluginGlobals = globalThis as PluginGlobals;
pluginGlobals._FEDERATION_RUNTIME_CORE ??= runtimeCore;
pluginGlobals.__mf_module_cache__ ??= { share: {}, remote: {} };
const moduleCache = pluginGlobals.__mf_module_cache__;

init({
  name,
  remotes: [],
  shared: Object.fromEntries(
    Object.entries(MODULES).map(([key, module]) => {
      const { version, ...shareConfig } = shared[packageOf(key)]!;
      const id = shareConfig.singleton ? key : `${key}@${version}`;
      moduleCache.share[`default:${id}`] = module;
      moduleCache.share[id] = module;
      return [key, { version, lib: () => module, shareConfig }];
    }),
  ),
});

export { loadHeader } from './platform.ts';
export { loadSectionRoutes } from './sections.ts';
