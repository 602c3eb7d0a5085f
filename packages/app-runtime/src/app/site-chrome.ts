import type { HeaderProps } from '@591/header';
import { type ComponentType, createContext, useContext } from 'react';

/** The header and footer components of one release of @591/header. */
export interface ChromeParts {
  Header: ComponentType<HeaderProps>;
  Footer: ComponentType;
  HEADER_RELEASE: string;
}

/**
 * Where an app's header and footer come from. In the browser each is mounted as an island of
 * its own from `load()` (the shell's current release, in a section), so a newer release never
 * breaks the hydration of the page around it. On the server `server` holds the bundled
 * copies, rendered into the page's HTML.
 */
export interface SiteChrome {
  load(): Promise<ChromeParts>;
  server?: ChromeParts;
}

export const SiteChromeContext = createContext<SiteChrome | null>(null);

export function useSiteChrome(): SiteChrome {
  const chrome = useContext(SiteChromeContext);
  if (!chrome)
    throw new Error('useSiteChrome needs a SiteChromeContext provider (renderApp sets it)');
  return chrome;
}
