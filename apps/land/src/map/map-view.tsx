import { lazy, Suspense, useEffect, useState } from 'react';
import type { LandMapState } from './use-land-map.ts';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

const MAP_HEIGHT = 'clamp(320px,60vh,560px)';

const CSS = `
.land-map{position:relative;height:${MAP_HEIGHT};border-radius:8px;overflow:hidden;background:#eef1ec}
.land-map__canvas{height:100%;background:#eef1ec;font:inherit}
.land-map__skeleton{height:100%;background:linear-gradient(90deg,#eef1ec 25%,#e3e7e1 50%,#eef1ec 75%);background-size:200% 100%;animation:land-map 1.4s linear infinite}
.land-map__message{display:flex;align-items:center;justify-content:center;height:100%;margin:0;padding:0 16px;color:#555;text-align:center}
.land-map__marker span{display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;height:100%;border-radius:11px;background:#b35000;color:#fff;font-size:12px;font-weight:700;line-height:1.4;white-space:nowrap;box-shadow:0 1px 3px rgba(0,0,0,.35)}
.land-map__marker:focus-visible{outline:none}
.land-map__marker:focus-visible span{outline:3px solid #1a73e8;outline-offset:1px}
.land-map__tile-notice{margin:0;padding:4px 10px;border-radius:4px;background:rgba(255,255,255,.9);color:#555;font-size:12px}
.land-map__popup strong{display:block;margin-bottom:4px;font-size:14px}
.land-map__popup p{margin:0 0 6px;color:#8a3d00;font-weight:700}
.land-map__popup a{color:#8a3d00}
@media (prefers-reduced-motion:reduce){.land-map__skeleton{animation:none}}
@keyframes land-map{from{background-position:100% 0}to{background-position:-100% 0}}
`;

/** True once the page runs in the browser: the server renders the skeleton only. */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    setInBrowser(true);
    // Fetch the map chunk while the points are still on their way.
    void import('./leaflet-map.tsx');
  }, []);
  return inBrowser;
}

/**
 * The map box, of one size whatever it holds: a skeleton until the points and the map chunk
 * (Leaflet, clustering and their CSS) have arrived, then the map, or a message.
 */
export function MapView({
  state,
  detailHref,
  label,
}: {
  state: LandMapState;
  detailHref: ((id: number) => string) | null;
  label: string;
}) {
  const inBrowser = useInBrowser();
  const skeleton = <div className="land-map__skeleton" aria-hidden="true" />;
  return (
    <div className="land-map">
      <style href="@591/land/map-view" precedence="default">
        {CSS}
      </style>
      {state.status === 'failed' ? (
        <p className="land-map__message">{state.message}</p>
      ) : inBrowser && state.status === 'ready' ? (
        <Suspense fallback={skeleton}>
          <LeafletMap map={state.map} detailHref={detailHref} label={label} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
