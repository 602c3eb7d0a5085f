import { PinMap } from '@591/map';
import { FieldMessage } from '../forms/field-message.tsx';
import type { PlacePatch } from './region-district-fields.tsx';

/**
 * 地圖位置: the pin a poster moves to the building. It starts at the district's centre
 * (RegionDistrictFields puts it there); before a district is chosen there is nothing to place.
 */
export function PlacePinField({
  lat,
  lng,
  update,
  error,
  what = '物件',
}: {
  lat: number | undefined;
  lng: number | undefined;
  update: (patch: PlacePatch) => void;
  error: string | undefined;
  /** 物件 or 基地: what the pin marks. */
  what?: string;
}) {
  const id = 'post-pin';
  return (
    <fieldset
      className="mf__field post__pin"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="mf__label">{what}位置</legend>
      {lat === undefined || lng === undefined ? (
        <p className="mf__hint" id={`${id}-hint`}>
          請先選擇縣市與鄉鎮市區，地圖會從該區中心開始。
        </p>
      ) : (
        <>
          <p className="mf__hint" id={`${id}-hint`}>
            拖曳紅色標記，或點一下地圖，把標記放在{what}所在的建物上。
          </p>
          <PinMap
            label={`${what}位置地圖`}
            point={{ lat, lng }}
            onMove={(point) => update({ lat: point.lat, lng: point.lng })}
          />
        </>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
