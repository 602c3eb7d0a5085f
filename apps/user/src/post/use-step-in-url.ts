import { useSearchParams } from '@591/react-router';

/** The step in the URL (?step=2), so a reload comes back to the same step. */
export function useStepInUrl(stepCount: number): [number, (step: number) => void] {
  const [search, setSearch] = useSearchParams();
  const step = Math.min(Math.max(Number(search.get('step')) || 1, 1), stepCount) - 1;
  return [step, (next) => setSearch({ step: String(next + 1) })];
}
