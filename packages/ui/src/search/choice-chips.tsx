import { listParam, toggleListParam, withParam } from '@591/router';
import { FilterChip } from './filter-chip.tsx';

/** 不限 to clear list parameter `name`, then a chip per option switching it on or off. */
export function ChoiceChips({
  name,
  options,
  params,
}: {
  name: string;
  options: readonly { id: string | number; name: string }[];
  params: URLSearchParams;
}) {
  const chosen = listParam(params, name);
  return (
    <>
      <FilterChip to={withParam(params, name, null)} on={chosen.length === 0}>
        不限
      </FilterChip>
      {options.map((option) => (
        <FilterChip
          key={option.id}
          to={toggleListParam(params, name, String(option.id))}
          on={chosen.includes(String(option.id))}
        >
          {option.name}
        </FilterChip>
      ))}
    </>
  );
}

/** A choice of OneChoiceChips: `value` null is the page's default, with no parameter. */
export interface OneChoice {
  value: string | null;
  name: string;
}

/** A chip per choice of one-valued parameter `name`; the one in use (`current`) is on. */
export function OneChoiceChips({
  name,
  choices,
  current,
  params,
}: {
  name: string;
  choices: readonly OneChoice[];
  current: string | null;
  params: URLSearchParams;
}) {
  return choices.map((choice) => (
    <FilterChip
      key={choice.value ?? ''}
      to={withParam(params, name, choice.value)}
      on={current === choice.value}
    >
      {choice.name}
    </FilterChip>
  ));
}
