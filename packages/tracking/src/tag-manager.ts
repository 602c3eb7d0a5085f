import { pushToDataLayer } from './data-layer.ts';

/**
 * Loads the Tag Manager container once, after the page is interactive, so it never delays
 * the first paint. Without a container id (development, tests) nothing is loaded.
 */
export function loadTagManager(containerId: string): void {
  if (!containerId || document.querySelector('script[data-tag-manager]')) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.tagManager = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
