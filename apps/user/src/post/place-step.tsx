import { fetchFilters } from '@591/api-client';
import { useEffect, useState } from 'react';
import { TextField } from '../forms/text-field.tsx';
import { type Choice, RadioField } from './field-controls.tsx';
import { PlacePinField } from './place-pin-field.tsx';
import type { StepProps } from './post-steps.ts';
import { RegionDistrictFields } from './region-district-fields.tsx';

/** 法拍屋 come from the courts, not from owners or brokers; land has one kind, never asked. */
const NOT_POSTED_KINDS = new Set([22]);

/**
 * The kind of property and where it is: 縣市 and 鄉鎮市區, road and lane, the house number
 * (hidden from visitors unless the poster allows it), and the pin on the map, which starts at
 * the district's centre and which the poster moves to the building.
 */
export function PlaceStep({ section, fields, update, errorOf }: StepProps) {
  const [kinds, setKinds] = useState<Choice<number>[]>([]);
  useEffect(() => {
    fetchFilters(section, new URLSearchParams()).then(
      (filters) =>
        setKinds(
          filters.kinds
            .filter((kind) => !NOT_POSTED_KINDS.has(Number(kind.id)))
            .map((kind) => ({ value: Number(kind.id), label: kind.name })),
        ),
      () => setKinds([]),
    );
  }, [section]);
  return (
    <>
      {section !== 'land' && (
        <RadioField
          name="kind"
          legend="物件類型"
          value={fields.kind}
          choices={kinds}
          onChange={(kind) => update({ kind })}
          error={errorOf('kind')}
        />
      )}
      <RegionDistrictFields
        regionId={fields.regionId}
        districtId={fields.districtId}
        update={update}
        regionError={errorOf('regionId')}
        districtError={errorOf('districtId')}
      />
      <TextField
        id="post-road"
        name="road"
        label="路段巷弄"
        hint="例如 復興南路一段 100巷"
        maxLength={60}
        value={fields.road ?? ''}
        onChange={(event) => update({ road: event.target.value || undefined })}
        error={errorOf('road')}
      />
      <TextField
        id="post-number"
        name="number"
        label="門牌號碼"
        maxLength={20}
        value={fields.number ?? ''}
        onChange={(event) => update({ number: event.target.value || undefined })}
        error={errorOf('number')}
      />
      <label className="mf__check">
        <input
          type="checkbox"
          name="showNumber"
          checked={fields.showNumber ?? false}
          onChange={(event) => update({ showNumber: event.target.checked })}
        />
        公開門牌（不勾選時，訪客只看到路名與巷弄）
      </label>
      <PlacePinField lat={fields.lat} lng={fields.lng} update={update} error={errorOf('lat')} />
    </>
  );
}
