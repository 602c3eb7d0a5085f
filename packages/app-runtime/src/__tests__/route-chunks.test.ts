import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  matchedSources,
  routeChunksElement,
  routeChunksOf,
} from '../server/route-chunks.ts';

const MANIFEST: ClientManifest = {
  'src/main.tsx': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react.js', '_ui.js'] },
  '_react.js': { file: 'assets/react-B2.js' },
  '_ui.js': { file: 'assets/ui-C3.js', imports: ['_react.js'] },
  'src/pages/list-page.tsx': {
    file: 'assets/list-page-D4.js',
    imports: ['_ui.js', '_filters.js'],
  },
  '_filters.js': { file: 'assets/filters-E5.js', imports: ['_metro.js'] },
  '_metro.js': { file: 'assets/metro-F6.js' },
  'src/pages/detail-page.tsx': { file: 'assets/detail-page-G7.js', imports: ['_ui.js'] },
};
const TEMPLATE = '<script>(function(){})("/assets/index-A1.js",["/assets/react-B2.js"])</script>';

describe('routeChunks', () => {
  it('names the matched routes’ chunks and what they import, less what the entry brings', () => {
    expect(routeChunksOf(MANIFEST)(['src/pages/list-page.tsx'], TEMPLATE)).toEqual([
      '/assets/list-page-D4.js',
      '/assets/filters-E5.js',
      '/assets/metro-F6.js',
    ]);
  });

  it('names nothing for a page served with another build’s template, or without a manifest', () => {
    const shellTemplate = TEMPLATE.replace('index-A1', 'index-Z9');
    expect(routeChunksOf(MANIFEST)(['src/pages/list-page.tsx'], shellTemplate)).toEqual([]);
    expect(routeChunksOf(null)(['src/pages/list-page.tsx'], TEMPLATE)).toEqual([]);
    expect(routeChunksOf(MANIFEST)(['src/pages/gone.tsx'], TEMPLATE)).toEqual([]);
  });
});

describe('the page’s route chunks', () => {
  it('are the marked routes’ sources, in match order', () => {
    const matches = [
      { route: { id: 'root' } },
      { route: { id: 'list', sourceModule: 'src/pages/list-page.tsx' } },
    ];
    expect(matchedSources(matches)).toEqual(['src/pages/list-page.tsx']);
  });

  it('are written as JSON the page never runs, and nothing when there are none', () => {
    expect(routeChunksElement(['/assets/a.js'])).toBe(
      '<script type="application/json" id="route-chunks">["/assets/a.js"]</script>',
    );
    expect(routeChunksElement([])).toBe('');
  });
});
