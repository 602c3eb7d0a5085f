import { FilterChip } from '@591/ui';

/**
 * Chips of which exactly one is on: the deal (出租, 出售, 頂讓) or the kind, whose bands the
 * other filters depend on. `any` adds a first 不限 chip for no choice (null).
 */
export function SingleChoiceChips<Id extends number>({
  options,
  current,
  to,
  any = false,
}: {
  options: readonly { id: Id; name: string }[];
  current: Id | null;
  to: (id: Id | null) => URLSearchParams;
  any?: boolean;
}) {
  return (
    <>
      {any && (
        <FilterChip to={to(null)} on={current === null}>
          不限
        </FilterChip>
      )}
      {options.map((option) => (
        <FilterChip key={option.id} to={to(option.id)} on={option.id === current}>
          {option.name}
        </FilterChip>
      ))}
    </>
  );
}
