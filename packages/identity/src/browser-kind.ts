const APPLE = /Macintosh|Mac OS X|iPhone|iPad|iPod/;

/**
 * Chrome or Edge away from Apple systems: the browsers whose frames on www. keep one local
 * storage for every subdomain, which is what the hub relies on.
 */
export function usesHubFrame(userAgent: string): boolean {
  const chromeOrEdge =
    /(?:Chrome|Edg)\/\d/.test(userAgent) && !/OPR\/|SamsungBrowser\//.test(userAgent);
  return chromeOrEdge && !APPLE.test(userAgent);
}

/** Blink browsers; Chrome on iOS (CriOS) runs on WebKit and is not one. */
export function isChromium(userAgent: string): boolean {
  return /(?:Chrome|Chromium)\/\d/.test(userAgent);
}
