import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useCallback, useState } from 'react';
import 'virtual:icu-messages/download';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ScreenTitle } from '@/components/ui/screen-title';
import { useT } from '@/i18n/i18n';
import {
  DOWNLOAD_MESSAGES,
  activeFilterCount,
  downloadErrorText,
  downloadSchema,
  initialDownloadValues,
  type DownloadFormValues,
} from '../download-form';
import { useDownloadChoices, useDownloadCount, useTreeDataDownload, type DownloadChoices } from '../hooks/use-download';
import { ColumnGroups } from './column-groups';
import { FilterPanel } from './filter-panel';
import classes from './download.module.css';

/** /download (editors and admins): a CSV of the catalogue's trees, with chosen columns and filters. */
export function DownloadPage() {
  const [{ choices, loading, error, refetch }, t] = [useDownloadChoices(), useT()];
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.download" />
      <Title order={1}>{t('download.title')}</Title>
      <Text>{t('download.intro')}</Text>
      {choices ? (
        <DownloadForm choices={choices} />
      ) : error && !loading ? (
        <LoadFailedAlert title={t('download.loadFailed')} onRetry={refetch} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label={t('download.loading')}>
          <Skeleton height={180} />
          <Skeleton height={180} />
          <Skeleton height={120} />
        </Stack>
      )}
    </Stack>
  );
}

function DownloadForm({ choices }: { choices: DownloadChoices }) {
  const [empty, setEmpty] = useState(false);
  const t = useT();
  const download = useTreeDataDownload();
  const formik = useFormik<DownloadFormValues>({
    initialValues: initialDownloadValues(choices.groups),
    validationSchema: downloadSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setEmpty(false);
      setEmpty((await download(values)) === 'empty');
    },
  });
  const { values, errors, setFieldValue } = formik;
  const catalogueEmpty = choices.genera.length === 0 && choices.families.length === 0;
  const { count } = useDownloadCount(values, catalogueEmpty);
  const change = useCallback(
    <K extends keyof DownloadFormValues>(field: K, value: DownloadFormValues[K]) => {
      setEmpty(false);
      void setFieldValue(field, value, true);
    },
    [setFieldValue],
  );
  const setColumns = useCallback((columns: string[]) => change('columns', columns), [change]);
  const noColumns = values.columns.length === 0;
  const filters = activeFilterCount(values);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('download.form')}>
      <Stack gap="lg">
        {catalogueEmpty ? <Alert color="yellow">{t('download.catalogueEmpty')}</Alert> : null}
        <ColumnGroups
          groups={choices.groups}
          selected={values.columns}
          error={noColumns ? t(DOWNLOAD_MESSAGES.noColumns) : undefined}
          onChange={setColumns}
        />
        <FilterPanel
          values={values}
          genera={choices.genera}
          families={choices.families}
          groups={choices.groups}
          errors={{
            genus: typeof errors.genus === 'string' ? downloadErrorText(t, errors.genus) : undefined,
            family: typeof errors.family === 'string' ? downloadErrorText(t, errors.family) : undefined,
            photoRange: typeof errors.photoRange === 'string' ? downloadErrorText(t, errors.photoRange) : undefined,
          }}
          onChange={change}
        />
        {/* The alert sits in the sticky bar, next to the button that raised it, so no scroll hides it. */}
        <Stack gap="sm" className={classes.actions}>
          {empty ? (
            <Alert color="yellow" role="alert" title={t(DOWNLOAD_MESSAGES.noTrees)}>
              {t('download.changeFilters')}
            </Alert>
          ) : null}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" aria-live="polite">
              {count === null ? ' ' : t(filters ? 'download.matches' : 'download.matchesNoFilter', { count })}
            </Text>
            <Button type="submit" loading={formik.isSubmitting} disabled={noColumns}>
              {t('download.downloadFile')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
