import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import 'virtual:icu-messages/search';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Region } from '@/generated/graphql';
import { useT } from '@/i18n/i18n';
import { useTermLabel } from '@/lib/term-label';
import { useSearchCharacteristics, type SearchChoices } from '../hooks/use-search-characteristics';
import { fieldKit } from './field-kit';
import { choiceOptions } from './form-fields';
import { ConsiderationsSection, FlowersSection, NameSection, SiteSection, TreeSection } from './form-sections';
import { applyRules, emptyValues } from './form-values';
import { useCharacteristicsForm } from './use-characteristics-form';
import classes from './characteristics-form.module.css';

type FormProps = { region: Region; choices: SearchChoices };

/**
 * The search-by-characteristics form (spec §3-5), for one regional edition: its state
 * (use-characteristics-form.ts), what each kind of field takes (field-kit.tsx) and its sections
 * (form-sections.tsx).
 */
function CharacteristicsForm({ region, choices }: FormProps) {
  const { formik, formRef, handlers } = useCharacteristicsForm(region);
  const { values, errors, touched } = formik;
  const t = useT();
  const term = useTermLabel();
  const options = useMemo(() => choiceOptions(choices, t('search.any'), term), [choices, t, term]);
  const kit = fieldKit({ values, errors, touched, handlers, options, t });

  return (
    <form
      ref={formRef}
      onSubmit={formik.handleSubmit}
      onReset={formik.handleReset}
      noValidate
      aria-label={t('search.form')}
    >
      <Stack gap="xl">
        <TreeSection kit={kit} isPacific={region === 'PACIFIC_ISLANDS'} choices={choices} />
        <FlowersSection kit={kit} />
        <SiteSection kit={kit} />
        <ConsiderationsSection kit={kit} />
        <NameSection kit={kit} />
        <Group gap="sm" className={classes.actions}>
          <Button type="submit" size="md">
            {t('search.submit')}
          </Button>
          <Button
            type="button"
            variant="default"
            size="md"
            onClick={() => formik.resetForm({ values: applyRules(emptyValues(), region) })}
          >
            {t('search.clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FormSkeleton() {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true">
      <Text size="sm" c="dimmed" role="status">
        {t('search.loadingForm')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {Array.from({ length: 8 }, (_, index) => (
          <Stack key={index} gap={6}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={36} />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The form with its choices: loading, error (calm, with a retry), or the form. */
export default function SearchByCharacteristics({ region }: { region: Region }) {
  const { choices, loading, error, refetch } = useSearchCharacteristics();
  const t = useT();
  if (choices) return <CharacteristicsForm key={region} region={region} choices={choices} />;
  if (loading) return <FormSkeleton />;
  return (
    <Alert color="gray" title={t('search.unavailable')} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error ? t('search.loadFailed') : t('search.noCharacteristics')}</Text>
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          {t('search.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
