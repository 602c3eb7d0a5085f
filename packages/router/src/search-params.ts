/** Search state lives in the URL, so every filter combination can be shared and reloaded. */

/** The values of a list parameter: comma-separated (kind=1,2) or repeated (kind=1&kind=2). */
export function listParam(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .filter(Boolean);
}

/**
 * The same search with `value` of list parameter `key` switched on or off. Any change of
 * filter starts again from the first page.
 */
export function toggleListParam(
  params: URLSearchParams,
  key: string,
  value: string,
): URLSearchParams {
  const values = listParam(params, key);
  const next = values.includes(value)
    ? values.filter((item) => item !== value)
    : [...values, value];
  return withParam(params, key, next.length > 0 ? next.join(',') : null);
}

/** The same search with one parameter set (or removed, for null), back on the first page. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | null,
  { keepPage = false }: { keepPage?: boolean } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  if (!keepPage && key !== 'page') next.delete('page');
  return next;
}

/** A parameter that is a whole number of at most six digits (a district, a page), else null. */
export function wholeNumberParam(params: URLSearchParams, key: string): number | null {
  const text = params.get(key);
  return text && /^\d{1,6}$/.test(text) ? Number(text) : null;
}
