import type { ClusterAnswer, DealDistricts, RegionWithDistricts } from '@591/api-client';
import { fitView, formatThousands, type MapView, type PixelSize } from '@591/config';
import { ClusterMap, regionBox } from '@591/map';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { useMemo, useRef, useState } from 'react';
import type { DealUnits } from './deal-units.ts';

/** The size the view is fitted to before the map's box is measured. */
const FIRST_SIZE: PixelSize = { width: 640, height: 360 };

/**
 * The region's deals on a map, by district: the register gives addresses, not coordinates, so
 * each district is one marker at its centre with its number of deals. A click tells the
 * district's median 萬/坪 and narrows the page to it.
 */
export function DistrictDealsMap({
  region,
  districts,
  label,
  units,
}: {
  region: RegionWithDistricts;
  districts: DealDistricts;
  label: string;
  units: DealUnits;
}) {
  const [params] = useSearchParams();
  const box = useMemo(() => regionBox(region.districts), [region]);
  const [view, setView] = useState<MapView>(() => fitView(box, FIRST_SIZE));
  const fitted = useRef(false);
  const answer = useMemo<ClusterAnswer>(
    () => ({
      zoom: view.zoom,
      total: districts.districts.reduce((sum, district) => sum + district.deals, 0),
      priceUnit: units.unit,
      clusters: districts.districts.map((district) => ({
        id: district.id,
        lat: district.lat,
        lng: district.lng,
        count: district.deals,
        minPrice: district.medianUnitPrice ?? 0,
        maxPrice: district.medianUnitPrice ?? 0,
      })),
    }),
    [districts, view.zoom, units],
  );
  const onViewChange = (next: MapView, size: PixelSize) => {
    // The first measure fits the region to the box; later ones follow the visitor's moves.
    if (!fitted.current) {
      fitted.current = true;
      setView(fitView(box, size));
      return;
    }
    setView(next);
  };
  return (
    <ClusterMap
      label={label}
      view={view}
      clusters={{ status: 'ready', data: answer, retry: () => {} }}
      onViewChange={onViewChange}
      priceRanges={false}
      mergeTouching={false}
      emptyText="這段期間沒有符合條件的成交"
      renderSelection={(selected) => {
        const district = districts.districts.find((item) => item.id === selected.id);
        if (!district) return null;
        return (
          <div className="district-deals" data-testid="district-deals">
            <h3>{district.name}</h3>
            <p>
              成交 {formatThousands(district.deals)} 筆
              {district.medianUnitPrice !== null &&
                `・中位數 ${units.unitText(district.medianUnitPrice)} ${units.unit}（不含車位與特殊交易）`}
            </p>
            <Link to={{ search: `?${withParam(params, 'sectionid', String(district.id))}` }}>
              只看{district.name}的成交
            </Link>
          </div>
        );
      }}
    />
  );
}
