import { describe, expect, it } from 'vitest';
import { METRO_LINES, METRO_REGION_IDS, metroLineById, metroLinesOf } from '../metro-lines.ts';
import { regionById } from '../regions.ts';

const lineIds = (regionId: number) => metroLinesOf(regionId).map((line) => line.id);

describe('metro lines', () => {
  it('carry the line ids of the specification per region', () => {
    expect(lineIds(1)).toEqual([100, 125, 195, 148]);
    expect(lineIds(3)).toEqual([192, 162, 168, 316, 346]);
    expect(lineIds(17)).toEqual([238, 263, 307]);
    expect(lineIds(6)).toEqual([278]);
    expect(lineIds(8)).toEqual([361]);
    expect(METRO_LINES).toHaveLength(14);
  });

  it('only exist in the five metro regions', () => {
    expect(new Set(METRO_LINES.map((line) => line.regionId))).toEqual(new Set(METRO_REGION_IDS));
    expect(lineIds(15)).toEqual([]);
  });

  it('have real line names, one per line within a region', () => {
    expect(metroLineById(100)?.name).toBe('淡水信義線');
    expect(metroLineById(125)?.name).toBe('板南線');
    expect(metroLineById(195)?.name).toBe('松山新店線');
    expect(metroLineById(148)?.name).toBe('文湖線');
    expect(metroLineById(192)?.name).toBe('中和新蘆線');
    expect(metroLineById(162)?.name).toBe('環狀線');
    expect(metroLineById(361)?.name).toBe('綠線');
    for (const regionId of METRO_REGION_IDS) {
      const names = metroLinesOf(regionId).map((line) => line.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('list real stations in running order', () => {
    const stationNames = (id: number) => metroLineById(id)?.stations.map((s) => s.name) ?? [];
    expect(stationNames(100).slice(0, 3)).toEqual(['象山', '台北101/世貿', '信義安和']);
    expect(stationNames(100).at(-1)).toBe('淡水');
    expect(stationNames(125)).toContain('西門');
    expect(stationNames(278)).toContain('機場第一航廈');
    expect(stationNames(238)).toEqual(expect.arrayContaining(['美麗島', '左營', '小港']));
  });

  it('number stations as the line id times 100 plus their position from 1', () => {
    expect(metroLineById(100)?.stations[0]).toMatchObject({ id: 10001, name: '象山' });
    for (const line of METRO_LINES) {
      line.stations.forEach((station, position) => {
        expect(station.id).toBe(line.id * 100 + position + 1);
      });
    }
  });

  it('place each line at the mean of its stations, near its region', () => {
    for (const line of METRO_LINES) {
      const lat = line.stations.reduce((sum, s) => sum + s.lat, 0) / line.stations.length;
      expect(line.lat).toBeCloseTo(lat, 3);
      const region = regionById(line.regionId);
      expect(Math.abs(line.lat - (region?.lat ?? 0))).toBeLessThan(0.2);
      expect(Math.abs(line.lng - (region?.lng ?? 0))).toBeLessThan(0.2);
    }
  });

  it('keep every station within 25 km of its line centre', () => {
    for (const line of METRO_LINES) {
      for (const station of line.stations) {
        expect(Math.abs(station.lat - line.lat)).toBeLessThan(0.23);
        expect(Math.abs(station.lng - line.lng)).toBeLessThan(0.25);
      }
    }
  });

  it('never repeat a station name on one line', () => {
    for (const line of METRO_LINES) {
      const names = line.stations.map((station) => station.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
