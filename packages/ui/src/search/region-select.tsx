import { REGIONS } from '@591/config';
import type { ComponentProps } from 'react';

/**
 * Every region in a plain <select>, for search forms: a GET form sends it before the app has
 * started. `name` is the list URL's parameter (region, or regionid on sale).
 */
export function RegionSelect({
  regionId,
  ...props
}: { regionId: number; name: string } & Omit<ComponentProps<'select'>, 'defaultValue' | 'value'>) {
  return (
    <select defaultValue={String(regionId)} {...props}>
      {REGIONS.map((region) => (
        <option key={region.id} value={region.id}>
          {region.name}
        </option>
      ))}
    </select>
  );
}
