/** The current version of each data key (null: one the API does not know). */
export type Versions = Record<string, string | null>;

interface Batch {
  keys: Set<string>;
  answered: Promise<Versions>;
  resolve: (versions: Versions) => void;
  reject: (error: unknown) => void;
}

/**
 * Asks the API for the current versions of data keys, for every page served again at once:
 * a question joins the next request to the API, never one already under way, so an answer
 * always postdates the question (a change answered to its writer before a visitor asked is
 * in what that visitor is checked against).
 *
 * A request waits `gatherMs` for the questions of other visitors before it goes: a kept page is
 * served in about a millisecond, so without the wait a busy page asked once per two or three
 * visitors, each ask costing the API about what serving the page cost the gateway.
 */
export function dataVersionChecker(
  apiOrigin: string,
  { timeoutMs = 2_000, gatherMs = 2 }: { timeoutMs?: number; gatherMs?: number } = {},
) {
  let next: Batch | null = null;
  let asking = false;

  async function ask(keys: string[]): Promise<Versions> {
    const url = `${apiOrigin}/v1/data-versions?keys=${encodeURIComponent(keys.join(','))}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`The API answered ${response.status} for data versions`);
    return ((await response.json()) as { versions: Versions }).versions;
  }

  async function askInTurn(): Promise<void> {
    asking = true;
    await new Promise((resolve) => setTimeout(resolve, gatherMs));
    // Questions asked while a request is under way gather until it is answered.
    while (next) {
      const batch = next;
      next = null;
      await ask([...batch.keys]).then(batch.resolve, batch.reject);
    }
    asking = false;
  }

  /** The current versions of `keys`. */
  return function currentVersions(keys: readonly string[]): Promise<Versions> {
    if (!next) {
      let resolve!: Batch['resolve'];
      let reject!: Batch['reject'];
      const answered = new Promise<Versions>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      next = { keys: new Set(), answered, resolve, reject };
    }
    for (const key of keys) next.keys.add(key);
    const { answered } = next;
    if (!asking) void askInTurn();
    return answered;
  };
}
