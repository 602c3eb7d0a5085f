import type { HeaderProps } from '@591/header';
import { type ComponentType, createContext, useContext } from 'react';

/** The header and footer an app shows: the shell's own, or the federated ones in a section. */
export interface SiteChrome {
  Header: ComponentType<HeaderProps>;
  Footer: ComponentType;
}

export const SiteChromeContext = createContext<SiteChrome | null>(null);

export function useSiteChrome(): SiteChrome {
  const chrome = useContext(SiteChromeContext);
  if (!chrome)
    throw new Error('useSiteChrome needs a SiteChromeContext provider (renderApp sets it)');
  return chrome;
}
