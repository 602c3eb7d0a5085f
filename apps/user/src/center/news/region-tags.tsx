import { REGIONS } from '@591/config';
import type { ReactNode } from 'react';

/**
 * 城市標籤: the cities an article is about, ticked; none for the whole country. The article
 * shows in each city's news list, with homes for sale in the first.
 */
export function RegionTags({
  chosen,
  onChange,
  describedBy,
  error,
}: {
  chosen: number[];
  onChange: (chosen: number[]) => void;
  describedBy: string | undefined;
  error: ReactNode;
}) {
  const toggle = (regionId: number, ticked: boolean) =>
    onChange(ticked ? [...chosen, regionId] : chosen.filter((id) => id !== regionId));
  return (
    <fieldset className="mf__field" aria-describedby={describedBy}>
      <legend>城市標籤（全國性的文章不必選）</legend>
      <div className="news-editor__regions">
        {REGIONS.map((region) => (
          <label key={region.id} className="mf__check">
            <input
              type="checkbox"
              name="regionIds"
              value={region.id}
              checked={chosen.includes(region.id)}
              onChange={(event) => toggle(region.id, event.target.checked)}
            />
            {region.name}
          </label>
        ))}
      </div>
      {error}
    </fieldset>
  );
}
