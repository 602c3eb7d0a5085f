import { TtlCache } from './ttl-cache.ts';

/**
 * Answers kept under their question, which names the version of the data they come from: the
 * same question at the same version is computed once however many ask, and those asking at
 * once share the one computation. A new version is a new question. Entries go after `ttlMs`
 * (what the clock alone changes shows within that time), and the oldest when `max` are kept;
 * a failed computation is not kept.
 */
export class KeptAnswers<T> {
  private readonly kept: TtlCache<Promise<T>>;

  constructor(ttlMs: number, max: number) {
    this.kept = new TtlCache(ttlMs, max);
  }

  answer(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    const answer = compute();
    this.kept.set(key, answer);
    answer.catch(() => this.kept.delete(key));
    return answer;
  }
}
