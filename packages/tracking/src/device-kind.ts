/** 'touch' when the browser says it is a phone or tablet, 'pc' otherwise. */
export function deviceKind(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): 'touch' | 'pc' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'touch' : 'pc';
}
