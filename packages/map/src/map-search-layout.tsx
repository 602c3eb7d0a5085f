import { minWidthQuery } from '@591/config';
import type { ReactNode } from 'react';

const CSS = `
.map-search{display:grid;gap:16px;margin:12px 0 0}
.map-search__skip{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.map-search__skip:focus{position:static;width:auto;height:auto;padding:6px 12px;border-radius:4px;background:#fff4e8;color:#8a3d00}
.map-search__results{min-width:0}
.map-search__results:focus{outline:none}
.map-search__results h2{margin:0;font-size:18px}
@media ${minWidthQuery('lg')}{
.map-search{grid-template-columns:minmax(0,1fr) 400px;align-items:start}
.map-search__map{position:sticky;top:16px}
}
`;

/**
 * A map page's body: the map, and the list of what it shows beside it (below it on smaller
 * screens). The list is the way through the results by keyboard and screen reader: a link
 * before the map skips to it.
 */
export function MapSearchLayout({
  map,
  results,
  resultsTitle,
}: {
  map: ReactNode;
  results: ReactNode;
  resultsTitle: string;
}) {
  return (
    <div className="map-search">
      <style href="@591/map/map-search-layout" precedence="default">
        {CSS}
      </style>
      <a className="map-search__skip" href="#map-results">
        略過地圖，直接看物件列表
      </a>
      <div className="map-search__map">{map}</div>
      <section
        className="map-search__results map-cards"
        id="map-results"
        tabIndex={-1}
        aria-labelledby="map-results-title"
      >
        <h2 id="map-results-title">{resultsTitle}</h2>
        {results}
      </section>
    </div>
  );
}
