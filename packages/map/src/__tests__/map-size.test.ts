import { WIDE_MAP_PX } from '@591/config';
import { describe, expect, it } from 'vitest';
import { mapBoxSize, rememberMapSize } from '../map-size.ts';

describe('the map box size loaders assume', () => {
  it('is a wide screen’s until the map is measured, then the measured one', () => {
    expect(mapBoxSize()).toEqual(WIDE_MAP_PX);
    rememberMapSize({ width: 358.4, height: 360 });
    expect(mapBoxSize()).toEqual({ width: 358, height: 360 });
  });

  it('keeps the last size when a box leaving the page measures nothing', () => {
    rememberMapSize({ width: 358, height: 360 });
    rememberMapSize({ width: 0, height: 0 });
    expect(mapBoxSize()).toEqual({ width: 358, height: 360 });
  });
});
