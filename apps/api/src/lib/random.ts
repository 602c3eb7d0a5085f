/**
 * A small seeded generator (mulberry32): the seed must give the same data on every machine
 * and Node version, which Math.random cannot promise.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Some distinct items, in the list's order. */
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
  }

  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let point = this.next() * total;
    for (const item of items) {
      point -= weightOf(item);
      if (point < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** Roughly normal around 1 with the given spread, for prices that cluster but vary. */
  spread(width: number): number {
    const bell = (this.next() + this.next() + this.next()) / 3;
    return 1 + (bell - 0.5) * 2 * width;
  }
}

/** A sub-generator per purpose, so adding a field to one section leaves the others unchanged. */
export function forkRandom(seed: number, stream: number): Random {
  return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream, 0xc2b2ae35));
}
