import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import * as shared from '../index.ts';
import { RELEASES } from '../releases.ts';

const versions = Object.keys(RELEASES);
const parse = (version: string) => version.split('.').map(Number) as [number, number, number];

describe('the shared react-router module', () => {
  it('exports exactly what its current version records', () => {
    expect(Object.keys(shared).sort()).toEqual([...RELEASES[packageJson.version]!].sort());
  });

  it('records its versions in order, the current one last', () => {
    const sorted = [...versions].sort((a, b) => {
      const [x, y] = [parse(a), parse(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    expect(versions).toEqual(sorted);
    expect(versions.at(-1)).toBe(packageJson.version);
  });

  it('only adds exports within a major version, so older pages find all they import', () => {
    for (const [index, version] of versions.entries()) {
      const previous = versions[index - 1];
      if (!previous || parse(previous)[0] !== parse(version)[0]) continue;
      expect(RELEASES[version]).toEqual(expect.arrayContaining([...RELEASES[previous]!]));
    }
  });
});
