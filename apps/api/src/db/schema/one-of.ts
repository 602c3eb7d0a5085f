import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in (…)` over a catalogue's ids (@591/config), for a CHECK: written as literals, as a
 * migration must, so the database refuses what the catalogue does not name.
 */
export function oneOf(column: AnyColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((value) =>
    typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`,
  );
  return sql`${column} in (${sql.raw(literals.join(', '))})`;
}

/** The ids of a catalogue of `{ id, name }`. */
export const idsOf = <Id extends string | number>(items: readonly { readonly id: Id }[]) =>
  items.map((item) => item.id);
