import { Checkbox, MultiSelect, RangeSlider, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import 'virtual:icu-messages/download';
import { useT } from '@/i18n/i18n';
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

const COMBINE = ['and', 'or'] as const;

/** The 'Filter By' panel (spec §2): genus, family, photo count, missing information, And/Or. */
export const FilterPanel = memo(function FilterPanel({
  values,
  genera,
  families,
  groups,
  errors,
  onChange,
}: FilterPanelProps) {
  const [photoLabelId, t] = [useId(), useT()];
  const combineLabelId = useId();
  const missingOptions = useMemo(
    () =>
      groups.map((group) => ({
        group: t('download.group', { group: group.key, label: group.label }),
        items: group.columns.map((column) => ({ value: column.key, label: column.label })),
      })),
    [groups, t],
  );
  const [photoMin, photoMax] = values.photoRange;

  return (
    <Stack gap="sm" component="section" aria-labelledby="download-filters">
      <Title order={2} id="download-filters" className={classes.sectionTitle}>
        {t('download.filterBy')}
      </Title>
      <Stack gap={4}>
        <Text id={combineLabelId} size="sm" fw={500}>
          {t('download.combineWith')}
        </Text>
        <SegmentedControl
          aria-labelledby={combineLabelId}
          data={COMBINE.map((value) => ({ value, label: t(`download.${value}`) }))}
          value={values.combine}
          onChange={(value) => onChange('combine', value as Combine)}
          className={classes.combine}
        />
        <Text size="xs" c="dimmed">
          {t(values.combine === 'and' ? 'download.andHint' : 'download.orHint')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={t('download.genus')}
          placeholder={values.genus.length ? undefined : t('download.anyGenus')}
          data={genera}
          value={values.genus}
          onChange={(value) => onChange('genus', value)}
          error={errors.genus}
          searchable
          clearable
          hidePickedOptions
          limit={60}
          nothingFoundMessage={t('download.noGenus')}
        />
        <MultiSelect
          label={t('download.family')}
          placeholder={values.family.length ? undefined : t('download.anyFamily')}
          data={families}
          value={values.family}
          onChange={(value) => onChange('family', value)}
          error={errors.family}
          searchable
          clearable
          hidePickedOptions
          limit={60}
          nothingFoundMessage={t('download.noFamily')}
        />
      </SimpleGrid>
      <Stack gap={4} role="group" aria-labelledby={photoLabelId}>
        <Text id={photoLabelId} size="sm" fw={500}>
          {t('download.photos', { min: photoLabel(photoMin), max: photoLabel(photoMax) })}
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
          thumbFromLabel={t('download.fewestPhotos')}
          thumbToLabel={t('download.mostPhotos')}
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
        label={t('download.missing')}
        description={t('download.missingHint')}
        placeholder={values.missing.length ? undefined : t('download.any')}
        data={missingOptions}
        value={values.missing}
        onChange={(value) => onChange('missing', value)}
        searchable
        clearable
        hidePickedOptions
      />
      <Checkbox
        label={t('download.neverReviewed')}
        description={t('download.neverReviewedHint')}
        checked={values.neverReviewed}
        onChange={(event) => onChange('neverReviewed', event.currentTarget.checked)}
      />
    </Stack>
  );
});
