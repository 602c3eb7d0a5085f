import type { ClusterAnswer, MapCluster } from '@591/api-client';
import type { MapView, PixelSize } from '@591/config';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { CLUSTER_MAP_CSS } from './cluster-map-styles.ts';
import { loadMapChunk } from './map-chunk.ts';
import type { PlaceLayers } from './place-layers.ts';
import type { Fetched } from './use-fetched.ts';

const LeafletMap = lazy(loadMapChunk);

export interface ClusterMapProps {
  /** What the map shows, for screen readers: 台北市租屋地圖. */
  label: string;
  view: MapView;
  clusters: Fetched<ClusterAnswer> & { retry: () => void };
  /** After each move of the map: its view and the size of its box. */
  onViewChange: (view: MapView, size: PixelSize) => void;
  /** Rent clusters show their price range; others only their count. */
  priceRanges: boolean;
  /** The panel a clicked single listing, or a cluster that cannot be zoomed further, opens. */
  renderSelection: (selection: MapCluster, priceUnit: string | null) => ReactNode;
  layers?: PlaceLayers;
  emptyText: string;
  /**
   * Markers that would touch are merged into one (counts added), so none covers another.
   * Off where each marker is a place of its own whose figures a click tells (實價登錄's
   * districts).
   */
  mergeTouching?: boolean;
  /**
   * Metres around a single listing whose public point is approximate (a rental's): from
   * street zoom the map draws that circle, so no one takes the point for the door.
   */
  approximateRadius?: number;
}

/** True once the page runs in the browser: the server renders the skeleton only. */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    setInBrowser(true);
    // Fetch the map chunk while the first clusters are on their way (in a task of its own:
    // the page's first effects are long enough).
    const loading = setTimeout(() => void loadMapChunk());
    return () => clearTimeout(loading);
  }, []);
  return inBrowser;
}

function MapStatus({ clusters, emptyText }: Pick<ClusterMapProps, 'clusters' | 'emptyText'>) {
  if (clusters.status === 'failed') {
    return (
      <div className="cluster-map__status" role="alert">
        {clusters.refused ? (
          '搜尋條件有誤，地圖無法顯示，請重新選擇條件。'
        ) : (
          <>
            地圖資料暫時無法載入
            <button type="button" onClick={clusters.retry}>
              重試
            </button>
          </>
        )}
      </div>
    );
  }
  const text =
    clusters.status === 'loading' ? '地圖資料載入中…' : clusters.data.total === 0 ? emptyText : '';
  // Always in the page, so screen readers hear each change of the map's state.
  return (
    <p className="cluster-map__status" role="status">
      {text}
    </p>
  );
}

const sameCluster = (a: MapCluster, b: MapCluster) =>
  a.lat === b.lat && a.lng === b.lng && a.count === b.count;

/**
 * The map of a search: clusters computed by the API for the view, a status line, and the panel
 * of what was clicked. Leaflet and its CSS are a chunk of their own, loaded in the browser only;
 * the server renders a box of the same size.
 */
export function ClusterMap(props: ClusterMapProps) {
  const { clusters, renderSelection } = props;
  const inBrowser = useInBrowser();
  const [selected, setSelected] = useState<MapCluster | null>(null);
  const answer = clusters.data;
  useEffect(() => {
    // A selection stays while the map shows it (whole grid cells keep their clusters).
    setSelected((last) =>
      last && answer?.clusters.some((cluster) => sameCluster(cluster, last)) ? last : null,
    );
  }, [answer]);
  // The box's size is known before Leaflet arrives: the clusters are asked for meanwhile.
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // A box leaving the page (another route) measures nothing: keep the last size.
      if (element.clientWidth === 0 || element.clientHeight === 0) return;
      latest.current.onViewChange(latest.current.view, {
        width: element.clientWidth,
        height: element.clientHeight,
      });
    };
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => resizes.disconnect();
  }, []);
  const skeleton = <div className="cluster-map__skeleton" aria-hidden="true" />;
  return (
    <div className="cluster-map" ref={box}>
      <style href="@591/map/cluster-map" precedence="default">
        {CLUSTER_MAP_CSS}
      </style>
      {inBrowser ? (
        <Suspense fallback={skeleton}>
          <LeafletMap
            label={props.label}
            view={props.view}
            answer={answer}
            priceRanges={props.priceRanges}
            selected={selected}
            layers={props.layers}
            mergeTouching={props.mergeTouching ?? true}
            approximateRadius={props.approximateRadius ?? null}
            onViewChange={props.onViewChange}
            onSelect={setSelected}
          />
        </Suspense>
      ) : (
        skeleton
      )}
      <MapStatus clusters={clusters} emptyText={props.emptyText} />
      {selected && (
        <section
          className="cluster-map__selection map-cards"
          aria-label="地圖上選取的物件"
          onKeyDown={(event) => event.key === 'Escape' && setSelected(null)}
        >
          <div className="cluster-map__selection-head">
            <span>{selected.count > 1 ? `此處共 ${selected.count} 筆` : '地圖上選取的物件'}</span>
            <button type="button" aria-label="關閉" onClick={() => setSelected(null)}>
              ×
            </button>
          </div>
          {renderSelection(selected, answer?.priceUnit ?? null)}
        </section>
      )}
    </div>
  );
}
