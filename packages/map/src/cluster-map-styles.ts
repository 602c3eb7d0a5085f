import { minWidthQuery } from '@591/config';

/**
 * Listing cards in a narrow column (beside the map, in its selection panel) keep the phone's
 * layout on every screen: a small photo beside the text, the price under it.
 */
const COMPACT_CARDS = `
.map-cards .listing-card{grid-template-columns:112px 1fr;gap:12px;min-height:117px}
.map-cards .listing-card__title{font-size:16px}
.map-cards .listing-card__price{grid-column:2;text-align:left}
.map-cards .listing-card__amount{font-size:20px}
`;

/**
 * The map box is of one size at each breakpoint whatever it holds (skeleton, map, message),
 * so nothing on the page moves when the map arrives. From lg it is WIDE_MAP_PX. The skeleton
 * stands still: a moving background is painted again on the main thread every frame, while
 * the page is starting.
 */
export const CLUSTER_MAP_CSS = `
.cluster-map{position:relative;height:360px;border-radius:8px;overflow:hidden;background:#eef1ec}
.cluster-map__canvas{height:100%;background:#eef1ec;font:inherit}
.cluster-map__canvas:focus-visible{outline:3px solid #1a73e8;outline-offset:-3px}
.cluster-map__skeleton{height:100%;background:#e8ece6}
.cluster-map__status{position:absolute;z-index:1000;top:10px;left:50%;transform:translateX(-50%);display:flex;align-items:center;gap:8px;max-width:calc(100% - 90px);margin:0;padding:6px 14px;border-radius:16px;background:rgba(255,255,255,.95);box-shadow:0 1px 4px rgba(0,0,0,.2);color:#333;font-size:14px;line-height:1.4;text-align:center}
.cluster-map__status:empty{padding:0;box-shadow:none;background:none}
.cluster-map__status button{min-height:28px;padding:0 12px;border:1px solid #b35000;border-radius:14px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
.cluster-map__marker{display:flex;flex-direction:column;align-items:center;justify-content:center;box-sizing:border-box;border:2px solid #fff;border-radius:50%;background:#b35000;color:#fff;font-size:13px;font-weight:700;line-height:1.2;text-align:center;box-shadow:0 1px 4px rgba(0,0,0,.35);cursor:pointer}
.cluster-map__marker small{font-size:11px;font-weight:400;white-space:nowrap}
.cluster-map__marker--single{border-radius:12px;background:#8a3d00;white-space:nowrap}
.cluster-map__marker--selected{background:#1a4f9c}
.cluster-map__station{padding:0 4px;border-radius:3px;background:rgba(255,255,255,.9);color:#222;font-size:12px}
.cluster-map__school{display:flex;align-items:center;justify-content:center;border:2px solid #fff;border-radius:50%;background:#2e5e2e;color:#fff;font-size:12px;font-weight:700;box-shadow:0 1px 3px rgba(0,0,0,.35)}
.cluster-map__selection{position:absolute;z-index:1000;right:8px;bottom:8px;left:8px;max-height:calc(100% - 60px);overflow:auto;padding:4px 12px 8px;border-radius:8px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.25)}
.cluster-map__selection-head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:4px 0 0;font-size:14px;color:#555}
.cluster-map__selection-head button{min-width:40px;min-height:40px;border:0;background:none;color:#333;font:inherit;font-size:20px;cursor:pointer}
.cluster-map__selection-list{margin:0;padding:0;list-style:none}
.cluster-map__selection .listing-card{padding:8px 0;min-height:0}
.cluster-map .leaflet-control-zoom a{width:36px;height:36px;line-height:36px}
${COMPACT_CARDS}
@media ${minWidthQuery('md')}{.cluster-map{height:420px}.cluster-map__selection{left:auto;width:420px}}
@media ${minWidthQuery('lg')}{.cluster-map{height:600px}}
`;
