import { METRO_PROJECT_METRES, NEWLY_OPENED_DAYS } from '@591/config';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../lib/geo.ts';
import { buildNewBuilds, type NewBuildSeed } from '../new-builds.ts';
import { referenceData } from '../reference-data.ts';

const ref = referenceData();
const AS_OF = new Date('2026-03-01T00:00:00Z');
const DAY_MS = 86_400_000;
const seeded = buildNewBuilds(ref, 591, AS_OF);
const projects = seeded.map(({ project }) => project);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const inRegion = (regionId: number) => projects.filter((project) => project.regionId === regionId);
const daysBefore = (day: string) => (AS_OF.getTime() - Date.parse(day)) / DAY_MS;

describe('new-build projects', () => {
  it('are the same for the same seed and day, and others for another seed', () => {
    expect(buildNewBuilds(ref, 591, AS_OF)).toEqual(seeded);
    const names = (seed: number) =>
      buildNewBuilds(ref, seed, AS_OF).map(({ project }) => project.name);
    expect(names(7)).not.toEqual(names(591));
  });

  it('number a few hundred, most in the five big cities, some in every region', () => {
    expect(projects.length).toBeGreaterThan(300);
    expect(projects.length).toBeLessThan(600);
    const big = [1, 3, 6, 8, 17].map((id) => inRegion(id).length);
    const others = ref.regions
      .filter((region) => ![1, 3, 6, 8, 17].includes(region.id))
      .map((region) => inRegion(region.id).length);
    expect(Math.min(...big)).toBeGreaterThan(Math.max(...others));
    expect(Math.min(...others)).toBeGreaterThan(0);
    expect(new Set(projects.map((project) => project.name)).size).toBe(projects.length);
  });

  it('ask the region’s prices, totals being the unit prices times the unit sizes', () => {
    const unitMedian = (regionId: number) =>
      median(inRegion(regionId).flatMap((project) => project.unitPriceMin ?? []));
    expect(unitMedian(1)).toBeGreaterThan(80);
    expect(unitMedian(1)).toBeLessThan(150);
    expect(unitMedian(3)).toBeGreaterThan(45);
    expect(unitMedian(3)).toBeLessThan(80);
    expect(unitMedian(8)).toBeGreaterThan(35);
    expect(unitMedian(8)).toBeLessThan(60);
    expect(unitMedian(17)).toBeGreaterThan(25);
    expect(unitMedian(17)).toBeLessThan(50);
    for (const project of projects) {
      if (project.unitPriceMin == null) {
        expect(project.totalPriceMin).toBeNull();
        continue;
      }
      expect(project.unitPriceMin).toBeLessThan(project.unitPriceMax!);
      expect(project.totalPriceMin).toBe(Math.round(project.unitPriceMin * project.areaMin));
      expect(project.totalPriceMax).toBe(Math.round(project.unitPriceMax! * project.areaMax));
    }
    // 價格待定 is mostly a project not yet public or not yet confirmed.
    const unpriced = projects.filter((project) => project.unitPriceMin === null);
    const early = unpriced.filter((p) => p.saleStatus === 'coming' || p.buildType === 3);
    expect(early.length / unpriced.length).toBeGreaterThan(0.7);
  });

  it('open in the last two years mostly, some within NEWLY_OPENED_DAYS, and not while coming', () => {
    const opened = projects.filter((project) => project.openedOn !== null);
    for (const project of projects) {
      expect(project.openedOn === null).toBe(project.saleStatus === 'coming');
    }
    const ages = opened.map((project) => daysBefore(project.openedOn!));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(ages.filter((days) => days <= 730).length / ages.length).toBeGreaterThan(0.6);
    expect(ages.filter((days) => days <= NEWLY_OPENED_DAYS).length).toBeGreaterThan(20);
  });

  it('are finished when 新成屋 and not yet when 預售屋, with a timeline of what has happened', () => {
    const month = AS_OF.toISOString().slice(0, 7);
    for (const { project, events } of seeded) {
      if (project.buildType === 2) expect(project.completion <= month).toBe(true);
      if (project.buildType === 1) expect(project.completion > month).toBe(true);
      expect(events.length).toBeGreaterThanOrEqual(2);
      expect(events.length).toBeLessThanOrEqual(5);
      const days = events.map((event) => event.happenedOn);
      expect(days).toEqual([...days].sort().reverse());
      expect(daysBefore(days[0]!)).toBeGreaterThanOrEqual(0);
      const opening = events.find((event) => event.title === '公開銷售');
      if (opening) expect(opening.happenedOn).toBe(project.openedOn);
    }
  });

  it('know their nearest station, and are 近捷運 exactly when it is within METRO_PROJECT_METRES', () => {
    const nearestOf = ({ project }: NewBuildSeed) =>
      Math.min(...ref.stations.map((station) => Math.round(distanceMetres(station, project))));
    for (const entry of seeded) {
      const { project, stations } = entry;
      const nearest = nearestOf(entry);
      if (nearest <= 1500) {
        expect(project.stationMetres).toBe(nearest);
        expect(stations[0]).toEqual({ stationId: project.stationId, metres: nearest });
      } else {
        expect(project.stationId).toBeNull();
      }
      expect(project.tags.includes('近捷運')).toBe(nearest <= METRO_PROJECT_METRES);
    }
    expect(projects.filter((project) => project.tags.includes('近捷運')).length).toBeGreaterThan(
      50,
    );
  });

  it('give sales offices a landline of their region', () => {
    const phones = (regionId: number) => inRegion(regionId).map((project) => project.officePhone);
    for (const phone of phones(1)) expect(phone).toMatch(/^02-\d{4}-\d{4}$/);
    for (const phone of phones(8)) expect(phone).toMatch(/^04-\d{4}-\d{4}$/);
    for (const phone of phones(17)) expect(phone).toMatch(/^07-\d{3}-\d{4}$/);
    for (const phone of phones(22)) expect(phone).toMatch(/^089-\d{2}-\d{4}$/);
    for (const project of projects)
      expect(project.officeHours).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
  });
});
