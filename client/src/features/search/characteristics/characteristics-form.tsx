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
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Region } from '@/generated/graphql';
import { ZipZone } from '../components/zip-zone';
import { useSearchCharacteristics, type SearchChoices } from '../hooks/use-search-characteristics';
import { loadStoredFilter, newSearchOptions, storeFilter } from '../search-storage';
import { characteristicsResultsHref } from '../search-url';
import { ChipChoices, MultiChoice, SingleChipChoice, YES_NO_OPTIONS, type ChoiceOption } from './choice-fields';
import { characteristicsSchema } from './form-schema';
import { SizeRangeField } from './size-range-field';
import {
  applyRules,
  DECIDUOUS,
  emptyValues,
  fromSearchFilter,
  toSearchFilter,
  zoneInUse,
  type CharacteristicsValues,
  type YesNoKey,
  type ZoneKey,
} from './form-values';
import classes from './characteristics-form.module.css';
import { choiceOptions, LIST_FIELDS, SIZE_RANGES, ZIP_INPUT, ZONE_LABELS, type ListKey } from './form-fields';

type FormProps = { region: Region; choices: SearchChoices };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <Title order={3} className={classes.sectionTitle}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        {children}
      </SimpleGrid>
    </section>
  );
}

/** The search-by-characteristics form (spec §3-5), for one regional edition. */
function CharacteristicsForm({ region, choices }: FormProps) {
  const navigate = useNavigate();
  const [initialValues] = useState(() => applyRules(fromSearchFilter(loadStoredFilter()), region));
  const formik = useFormik<CharacteristicsValues>({
    initialValues,
    validationSchema: characteristicsSchema,
    onSubmit: (values) => {
      const filter = toSearchFilter(values, region);
      storeFilter(filter);
      navigate(characteristicsResultsHref(filter, newSearchOptions()));
    },
  });
  const { values, errors, touched, submitCount, isSubmitting } = formik;
  const formRef = useRef<HTMLFormElement>(null);

  // A refused search shows its first problem: focused, in the middle of the screen (not under the
  // sticky Search bar).
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.scrollIntoView?.({ block: 'center' });
    invalid.focus({ preventScroll: true });
  }, [submitCount, isSubmitting]);

  // The form is kept for the tab (spec §4): coming back finds it as it was left.
  useEffect(() => {
    storeFilter(toSearchFilter(values, region));
  }, [values, region]);

  const { setValues, setFieldValue, setFieldTouched } = formik;
  // Stable handlers and option lists, so an edit re-renders only the fields it changes.
  const handlers = useMemo(() => {
    const setters = new Map<string, (value: never) => void>();
    const cached = <T,>(key: string, make: () => (value: T) => void) => {
      if (!setters.has(key)) setters.set(key, make() as (value: never) => void);
      return setters.get(key) as (value: T) => void;
    };
    /** Edits that other fields depend on go through the spec §4 rules. */
    const update = (patch: Partial<CharacteristicsValues>) =>
      void setValues((previous) => applyRules({ ...previous, ...patch }, region));
    return {
      update,
      set: <K extends keyof CharacteristicsValues>(key: K) =>
        cached<CharacteristicsValues[K]>(`set:${key}`, () => (value) => void setFieldValue(key, value)),
      rule: <K extends keyof CharacteristicsValues>(key: K) =>
        cached<CharacteristicsValues[K]>(`rule:${key}`, () => (value) => update({ [key]: value })),
      range: (minKey: string, maxKey: string) =>
        cached<[string, string]>(
          `range:${minKey}`,
          () =>
            ([min, max]) =>
              void setValues((previous) => ({ ...previous, [minKey]: min, [maxKey]: max })),
        ),
      touch: (name: string) => void setFieldTouched(name, true),
    };
  }, [setValues, setFieldValue, setFieldTouched, region]);
  const { set, rule, touch } = handlers;
  const options = useMemo(() => choiceOptions(choices), [choices]);

  const fieldError = (key: keyof CharacteristicsValues) =>
    touched[key] && typeof errors[key] === 'string' ? errors[key] : undefined;

  // Each field below is named once; these helpers supply what its kind of field always takes.
  const listField = (key: ListKey) => ({
    label: LIST_FIELDS[key].label,
    options: options[LIST_FIELDS[key].options],
    value: values[key],
    onChange: set(key),
  });

  const sizeRange = ({ label, top, marks, minName, maxName }: (typeof SIZE_RANGES)[number]) => (
    <SizeRangeField
      key={minName}
      label={label}
      top={top}
      marks={marks}
      min={values[minName]}
      max={values[maxName]}
      minName={minName}
      maxName={maxName}
      minError={fieldError(minName)}
      maxError={fieldError(maxName)}
      onChange={handlers.range(minName, maxName)}
      onBlur={touch}
    />
  );

  const textProps = (key: 'zip_code' | 'adapted_zip_code' | 'searchTerm') => ({
    name: key,
    value: values[key],
    error: fieldError(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.currentTarget.value),
    onBlur: () => touch(key),
  });

  const zipField = (key: 'zip_code' | 'adapted_zip_code', props: TextInputProps) => (
    <div>
      <TextInput {...props} {...ZIP_INPUT} {...textProps(key)} />
      <ZipZone zip={values[key]} />
    </div>
  );

  const yesNo = (key: YesNoKey, label: string, description?: string) => (
    <ChipChoices
      label={label}
      description={description}
      options={YES_NO_OPTIONS}
      value={values[key]}
      onChange={rule(key) as (answers: string[]) => void}
    />
  );

  const zone = zoneInUse(values);
  const lockedBy = (key: ZoneKey) => (zone !== null && zone !== key ? zone : null);
  const lockNote = (key: ZoneKey) => {
    const by = lockedBy(key);
    return by
      ? `Clear the ${ZONE_LABELS[by]} to use this: only one of ZIP code, USDA zone, Sunset zone and climate region.`
      : undefined;
  };
  const zoneLock = (key: ZoneKey) => ({ description: lockNote(key), disabled: lockedBy(key) !== null });

  const isPacific = region === 'PACIFIC_ISLANDS';
  const fallColorChosen = values.fall_color.length > 0;
  const foliageOptions = useMemo<ChoiceOption[]>(
    () =>
      choices.foliageTypes.map((type) => ({
        value: type,
        label: type,
        disabled: type === DECIDUOUS && !fallColorChosen,
      })),
    [choices, fallColorChosen],
  );

  return (
    <form
      ref={formRef}
      onSubmit={formik.handleSubmit}
      onReset={formik.handleReset}
      noValidate
      aria-label="Search by characteristics"
    >
      <Stack gap="xl">
        <Section title="Tree">
          {SIZE_RANGES.map(sizeRange)}
          <MultiChoice {...listField('tree_shape')} />
          <ChipChoices
            label="Foliage type"
            description={isPacific ? undefined : 'Deciduous can be chosen together with fall color.'}
            options={foliageOptions}
            value={values.foliage_type}
            onChange={rule('foliage_type')}
          />
          {isPacific ? null : yesNo('fall_color', 'Fall color')}
          {isPacific ? yesNo('hi_native', 'Hawaii native') : yesNo('ca_native', 'California native')}
          <ChipChoices {...listField('leaf_form')} />
          <ChipChoices {...listField('leaf_arrangement')} />
        </Section>

        <Section title="Flowers and fruit">
          <MultiChoice {...listField('flower_color')} />
          {yesNo('fragrance', 'Fragrant')}
          <MultiChoice {...listField('fruit_type')} />
        </Section>

        <Section title="Site conditions">
          <div className={classes.full}>
            <Checkbox
              label="Climate adapted"
              description="Trees suited to the future climate of a ZIP code (the zone fields give way to an adapted ZIP code)."
              checked={values.climate_adapted}
              onChange={(event) => handlers.update({ climate_adapted: event.currentTarget.checked })}
            />
          </div>
          {values.climate_adapted ? (
            zipField('adapted_zip_code', { label: 'Adapted ZIP code', withAsterisk: true })
          ) : (
            <>
              {zipField('zip_code', {
                label: 'ZIP code',
                description: lockNote('zip_code') ?? 'A Californian ZIP code: searches its USDA zone.',
                disabled: lockedBy('zip_code') !== null,
              })}
              <MultiChoice {...listField('usda_zones')} {...zoneLock('usda_zones')} />
              <MultiChoice {...listField('sunset_climate_zone')} {...zoneLock('sunset_climate_zone')} />
              <MultiChoice {...listField('climate_region')} {...zoneLock('climate_region')} />
            </>
          )}
          <ChipChoices {...listField('sun_exposure')} />
          {yesNo('shade_tolerant', 'Shade tolerant')}
          <ChipChoices {...listField('water_use_rating')} />
          <ChipChoices {...listField('salt_tolerance')} />
          <ChipChoices {...listField('wind_resistance')} />
          <SingleChipChoice
            label="Planting area"
            description="The width of the planting strip."
            options={options.plantingArea}
            value={values.planting_area}
            onChange={set('planting_area')}
          />
        </Section>

        <Section title="Considerations">
          {yesNo('deer_tolerance', 'Deer tolerant')}
          <ChipChoices {...listField('utility_precautions')} />
          {yesNo('utility_friendly', 'Utility friendly')}
          {yesNo('schoolyard', 'Schoolyard')}
        </Section>

        <Section title="Name">
          <TextInput
            label="Name contains"
            description="Part of a common or scientific name (optional)."
            {...textProps('searchTerm')}
          />
        </Section>

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
