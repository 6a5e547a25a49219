import { Checkbox, MultiSelect, RangeSlider, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import {
  PHOTO_COUNT_MAX,
  PHOTO_COUNT_STEP,
  PHOTO_MARKS,
  photoLabel,
  type ColumnGroup,
  type Combine,
  type DownloadFormValues,
} from '../download-form';
import classes from './download.module.css';

type FilterPanelProps = {
  values: DownloadFormValues;
  genera: string[];
  families: string[];
  groups: readonly ColumnGroup[];
  errors: Partial<Record<'genus' | 'family' | 'photoRange', string>>;
  onChange: <K extends keyof DownloadFormValues>(field: K, value: DownloadFormValues[K]) => void;
};

const COMBINE_OPTIONS = [
  { value: 'and', label: 'And' },
  { value: 'or', label: 'Or' },
];

/** The 'Filter By' panel (spec §2): genus, family, photo count, missing information, And/Or. */
export const FilterPanel = memo(function FilterPanel({
  values,
  genera,
  families,
  groups,
  errors,
  onChange,
}: FilterPanelProps) {
  const photoLabelId = useId();
  const combineLabelId = useId();
  const missingOptions = useMemo(
    () =>
      groups.map((group) => ({
        group: group.label,
        items: group.columns.map((column) => ({ value: column.key, label: column.label })),
      })),
    [groups],
  );
  const [photoMin, photoMax] = values.photoRange;

  return (
    <Stack gap="sm" component="section" aria-labelledby="download-filters">
      <Title order={2} id="download-filters" className={classes.sectionTitle}>
        Filter By
      </Title>
      <Stack gap={4}>
        <Text id={combineLabelId} size="sm" fw={500}>
          Combine the filters with
        </Text>
        <SegmentedControl
          aria-labelledby={combineLabelId}
          data={COMBINE_OPTIONS}
          value={values.combine}
          onChange={(value) => onChange('combine', value as Combine)}
          className={classes.combine}
        />
        <Text size="xs" c="dimmed">
          {values.combine === 'and'
            ? 'And: a tree must match every filter you set.'
            : 'Or: a tree must match at least one of the filters you set.'}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label="Genus"
          placeholder={values.genus.length ? undefined : 'Any genus'}
          data={genera}
          value={values.genus}
          onChange={(value) => onChange('genus', value)}
          error={errors.genus}
          searchable
          clearable
          hidePickedOptions
          limit={60}
          nothingFoundMessage="No such genus"
        />
        <MultiSelect
          label="Family"
          placeholder={values.family.length ? undefined : 'Any family'}
          data={families}
          value={values.family}
          onChange={(value) => onChange('family', value)}
          error={errors.family}
          searchable
          clearable
          hidePickedOptions
          limit={60}
          nothingFoundMessage="No such family"
        />
      </SimpleGrid>
      <Stack gap={4} role="group" aria-labelledby={photoLabelId}>
        <Text id={photoLabelId} size="sm" fw={500}>
          Number of photos: {photoLabel(photoMin)} to {photoLabel(photoMax)}
        </Text>
        <RangeSlider
          min={0}
          max={PHOTO_COUNT_MAX}
          step={PHOTO_COUNT_STEP}
          minRange={0}
          value={values.photoRange}
          onChange={(range) => onChange('photoRange', range)}
          marks={PHOTO_MARKS.map((value) => ({ value, label: photoLabel(value) }))}
          label={photoLabel}
          thumbFromLabel="Fewest photos"
          thumbToLabel="Most photos"
          mt="lg"
          mb="lg"
          mx={6}
        />
        {errors.photoRange ? (
          <Text size="xs" c="red">
            {errors.photoRange}
          </Text>
        ) : null}
      </Stack>
      <MultiSelect
        label="Missing information"
        description="Trees that have no value in these columns"
        placeholder={values.missing.length ? undefined : 'Any'}
        data={missingOptions}
        value={values.missing}
        onChange={(value) => onChange('missing', value)}
        searchable
        clearable
        hidePickedOptions
      />
      <Checkbox
        label="Only trees never reviewed"
        description="No section of these trees was ever marked reviewed by an editor (applies with any filter above)"
        checked={values.neverReviewed}
        onChange={(event) => onChange('neverReviewed', event.currentTarget.checked)}
      />
    </Stack>
  );
});
