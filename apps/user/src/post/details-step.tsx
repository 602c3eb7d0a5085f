import { fetchFilters } from '@591/api-client';
import type { FeatureCode } from '@591/config';
import { useEffect, useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';
import { TextField } from '../forms/text-field.tsx';
import { CheckboxField, type Choice } from './field-controls.tsx';
import type { StepProps } from './post-steps.ts';

/** 新上架 is a list filter (posted this week), not something a poster chooses. */
const NEW_LISTING_FILTER = 'new';

/** The title cards show, the features the list filters use, and the poster's own words. */
export function DetailsStep({ section, fields, update, errorOf }: StepProps) {
  const [features, setFeatures] = useState<Choice<FeatureCode>[]>([]);
  useEffect(() => {
    fetchFilters(section, new URLSearchParams()).then(
      (filters) =>
        setFeatures(
          filters.features
            .filter((item) => item.code !== NEW_LISTING_FILTER)
            // The list's other features are the codes a draft takes (the API's one list).
            .map((item) => ({ value: item.code as FeatureCode, label: item.name })),
        ),
      () => setFeatures([]),
    );
  }, [section]);
  const descriptionError = errorOf('description');
  return (
    <>
      <TextField
        id="post-title"
        name="title"
        label="標題"
        hint="5 到 40 個字，例如：近捷運 採光兩房 可養寵物"
        maxLength={40}
        value={fields.title ?? ''}
        onChange={(event) => update({ title: event.target.value || undefined })}
        error={errorOf('title')}
      />
      <CheckboxField
        name="features"
        legend="特色"
        values={fields.features}
        choices={features}
        onChange={(chosen) => update({ features: chosen })}
        error={errorOf('features')}
      />
      <div className="mf__field">
        <label className="mf__label" htmlFor="post-description">
          物件介紹
        </label>
        <textarea
          id="post-description"
          name="description"
          className="mf__input post__textarea"
          maxLength={2000}
          rows={6}
          value={fields.description ?? ''}
          onChange={(event) => update({ description: event.target.value || undefined })}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? 'post-description-error' : undefined}
        />
        <FieldMessage id="post-description-error" message={descriptionError} />
      </div>
    </>
  );
}
