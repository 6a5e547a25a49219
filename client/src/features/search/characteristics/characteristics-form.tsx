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
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Region } from '@/generated/graphql';
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
  const options = useMemo(() => choiceOptions(choices), [choices]);
  const kit = fieldKit({ values, errors, touched, handlers, options });

  return (
    <form
      ref={formRef}
      onSubmit={formik.handleSubmit}
      onReset={formik.handleReset}
      noValidate
      aria-label="Search by characteristics"
    >
      <Stack gap="xl">
        <TreeSection kit={kit} isPacific={region === 'PACIFIC_ISLANDS'} choices={choices} />
        <FlowersSection kit={kit} />
        <SiteSection kit={kit} />
        <ConsiderationsSection kit={kit} />
        <NameSection kit={kit} />
        <Group gap="sm" className={classes.actions}>
          <Button type="submit" size="md">
            Search
          </Button>
          <Button
            type="button"
            variant="default"
            size="md"
            onClick={() => formik.resetForm({ values: applyRules(emptyValues(), region) })}
          >
            Clear filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Text size="sm" c="dimmed" role="status">
        Loading the search form…
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
  if (choices) return <CharacteristicsForm key={region} region={region} choices={choices} />;
  if (loading) return <FormSkeleton />;
  return (
    <Alert color="gray" title="The search form is not available right now" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {error ? 'The list of characteristics could not be loaded.' : 'No characteristics to show.'}
        </Text>
        <Button size="xs" variant="default" onClick={() => void refetch()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
