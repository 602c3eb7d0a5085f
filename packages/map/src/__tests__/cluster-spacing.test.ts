import type { MapCluster } from '@591/api-client';
import { describe, expect, it } from 'vitest';
import { type MarkerLook, markerBox } from '../cluster-markers.ts';
import { MARKER_GAP_PX, spaceClusters } from '../cluster-spacing.ts';

/** A flat map where a degree is a pixel, so positions and boxes read as plain arithmetic. */
const flat = (lat: number, lng: number) => ({ x: lng, y: lat });

const counts: MarkerLook = { unit: null, priceRanges: false };
const rentRanges: MarkerLook = { unit: '元/月', priceRanges: true };

function at(x: number, y: number, count: number, more: Partial<MapCluster> = {}): MapCluster {
  return { lat: y, lng: x, count, minPrice: 10_000, maxPrice: 20_000, ...more };
}

/** A seeded generator (mulberry32), so a failing layout can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomClusters(random: () => number, howMany: number): MapCluster[] {
  return Array.from({ length: howMany }, (_, index) => {
    const single = random() < 0.3;
    const minPrice = Math.round(3_000 + random() * 60_000);
    return at(random() * 390, random() * 600, single ? 1 : 2 + Math.floor(random() ** 3 * 2_000), {
      minPrice,
      maxPrice: single ? minPrice : minPrice + Math.round(random() * 80_000),
      ...(single ? { id: index } : { cell: [0, 0, 1, 1] }),
    });
  });
}

function boxOnMap(cluster: MapCluster, look: MarkerLook) {
  const { width, height, anchorX, anchorY } = markerBox(cluster, look);
  const left = cluster.lng - anchorX;
  const top = cluster.lat - anchorY;
  return { left, top, right: left + width, bottom: top + height };
}

function touchingPairs(clusters: MapCluster[], look: MarkerLook): [MapCluster, MapCluster][] {
  const boxes = clusters.map((cluster) => boxOnMap(cluster, look));
  const pairs: [MapCluster, MapCluster][] = [];
  boxes.forEach((a, i) => {
    boxes.slice(i + 1).forEach((b, offset) => {
      const apartX = Math.max(b.left - a.right, a.left - b.right);
      const apartY = Math.max(b.top - a.bottom, a.top - b.bottom);
      if (apartX < MARKER_GAP_PX && apartY < MARKER_GAP_PX) {
        pairs.push([clusters[i]!, clusters[i + 1 + offset]!]);
      }
    });
  });
  return pairs;
}

const total = (clusters: MapCluster[]) => clusters.reduce((sum, cluster) => sum + cluster.count, 0);

describe('spacing the clusters of a map', () => {
  it('merges two overlapping bubbles into one with their exact count at their listings’ mean', () => {
    const left = at(100, 100, 30, { minPrice: 5_000, maxPrice: 9_000, cell: [90, 90, 110, 110] });
    const right = at(130, 100, 10, {
      minPrice: 3_000,
      maxPrice: 20_000,
      cell: [90, 110, 110, 130],
    });
    expect(spaceClusters([right, left], flat, counts)).toEqual([
      {
        lat: 100,
        lng: 107.5,
        count: 40,
        minPrice: 3_000,
        maxPrice: 20_000,
        cell: [90, 90, 110, 130],
      },
    ]);
  });

  it('gives a merged single listing no id and a cell that still holds its point', () => {
    const [merged] = spaceClusters(
      [at(100, 100, 5, { cell: [90, 90, 110, 110] }), at(120, 115, 1, { id: 7 })],
      flat,
      counts,
    );
    expect(merged).toEqual(expect.objectContaining({ count: 6, cell: [90, 90, 115, 120] }));
    expect(merged).not.toHaveProperty('id');
  });

  it('boxes two single listings without cells by their points', () => {
    const spaced = spaceClusters(
      [at(100, 100, 1, { id: 1 }), at(110, 104, 1, { id: 2 })],
      flat,
      counts,
    );
    expect(spaced).toEqual([expect.objectContaining({ count: 2, cell: [100, 100, 104, 110] })]);
  });

  it('merges again when a merged bubble grows into a neighbour it did not touch before', () => {
    const big = at(0, 0, 990); // 54 px: reaches 27 px to its right
    const neighbour = at(54, 0, 30); // 46 px: starts at 31 px, 4 px clear of the big one
    const joining = at(-50, 0, 20); // touches the big one; together they are 1,010, so 62 px
    expect(spaceClusters([big, neighbour], flat, counts)).toHaveLength(2);
    const spaced = spaceClusters([big, neighbour, joining], flat, counts);
    expect(spaced).toEqual([expect.objectContaining({ count: 1_040 })]);
    expect(spaced[0]!.lng).toBeCloseTo((54 * 30 - 50 * 20) / 1_040);
  });

  it('leaves clusters that are apart as they are', () => {
    const clusters = [at(50, 50, 120), at(150, 50, 8), at(50, 150, 1, { id: 3 })];
    const spaced = spaceClusters(clusters, flat, counts);
    expect(spaced).toHaveLength(3);
    for (const cluster of clusters) expect(spaced).toContain(cluster);
  });

  it('keeps a price tag, which stands on its point, apart from a bubble below it', () => {
    const tag = at(0, 0, 1, { id: 1 }); // 24 px tall, above its point
    expect(spaceClusters([tag, at(0, 22, 5)], flat, counts)).toHaveLength(2);
    expect(spaceClusters([tag, at(0, 21, 5)], flat, counts)).toHaveLength(1);
  });

  it('measures a bubble by the width its rent price range needs', () => {
    const pair = [at(0, 0, 20), at(60, 0, 20)];
    expect(spaceClusters(pair, flat, counts)).toHaveLength(2);
    expect(spaceClusters(pair, flat, { unit: null, priceRanges: true })).toHaveLength(2);
    expect(spaceClusters(pair, flat, rentRanges)).toEqual([expect.objectContaining({ count: 40 })]);
    const stacked = [at(0, 0, 20), at(0, 60, 20)];
    expect(spaceClusters(stacked, flat, rentRanges)).toHaveLength(2);
  });

  it('never leaves two markers touching on a crowded phone-sized map, and loses no listing', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const clusters = randomClusters(seeded(seed), 200);
      for (const look of [counts, rentRanges]) {
        const spaced = spaceClusters(clusters, flat, look);
        expect(touchingPairs(spaced, look), `seed ${seed}`).toEqual([]);
        expect(total(spaced)).toBe(total(clusters));
      }
    }
  });

  it('places the same clusters the same way whatever order they come in', () => {
    const clusters = randomClusters(seeded(99), 200);
    expect(spaceClusters([...clusters].reverse(), flat, rentRanges)).toEqual(
      spaceClusters(clusters, flat, rentRanges),
    );
  });
});
