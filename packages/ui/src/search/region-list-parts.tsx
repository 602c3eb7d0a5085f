import type { RegionWithDistricts } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import type { ReactNode } from 'react';
import { inRegion } from './district-filter.tsx';
import { RegionPicker } from './region-picker.tsx';

/** A region list's heading and its region picker, which keeps the rest of the search. */
export function RegionListHeader({
  className,
  title,
  region,
  children,
}: {
  className: string;
  title: string;
  region: RegionWithDistricts;
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <header className={className}>
      <h1>{title}</h1>
      <RegionPicker
        regionId={region.id}
        regionName={region.name}
        searchFor={(regionId) => inRegion(params, regionId)}
      />
      {children}
    </header>
  );
}

/** Said when the URL named a district of another region, so the whole region is listed. */
export function UnknownDistrictNotice({
  className,
  region,
  listed,
  children,
}: {
  className: string;
  region: RegionWithDistricts;
  /** What the list shows: 社區, 經紀人, 豪宅… */
  listed: string;
  children?: ReactNode;
}) {
  return (
    <p className={className} role="alert">
      {`找不到這個行政區，以下是${region.name}全區的${listed}。`}
      {children}
    </p>
  );
}
