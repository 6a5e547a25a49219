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
import { Alert, Button, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Region } from '@/generated/graphql';
import { ZipZone } from '../components/zip-zone';
import { useSearchCharacteristics, type SearchChoices } from '../hooks/use-search-characteristics';
import { HEIGHT_MARKS, HEIGHT_MAX, WIDTH_MARKS, WIDTH_MAX } from '../search-filter';
import { loadStoredFilter, newSearchOptions, storeFilter } from '../search-storage';
import { characteristicsResultsHref } from '../search-url';
import {
  ChipChoices,
  MultiChoice,
  SingleChipChoice,
  toOptions,
  YES_NO_OPTIONS,
  type ChoiceOption,
} from './choice-fields';
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

const ZONE_LABELS: Record<ZoneKey, string> = {
  zip_code: 'ZIP code',
  usda_zones: 'USDA zone',
  sunset_climate_zone: 'Sunset zone',
  climate_region: 'Climate region',
};

type FormProps = { region: Region; choices: SearchChoices };

/** The option lists of the form, built once per answer. */
function choiceOptions(choices: SearchChoices) {
  const coded = (list: readonly { value: string | number; label: string }[]): ChoiceOption[] =>
    list.map(({ value, label }) => ({ value: String(value), label }));
  return {
    treeShapes: toOptions(choices.treeShapes),
    leafForms: toOptions(choices.leafForms),
    leafArrangements: toOptions(choices.leafArrangements),
    flowerColors: toOptions(choices.flowerColors),
    fruitTypes: toOptions(choices.fruitTypes),
    usdaZones: toOptions(choices.usdaZones),
    sunsetZones: toOptions(choices.sunsetZones),
    climateZones: coded(choices.climateZones),
    sunExposures: coded(choices.sunExposures),
    waterUseRatings: coded(choices.waterUseRatings),
    saltTolerances: toOptions(choices.saltTolerances),
    windResistances: toOptions(choices.windResistances),
    utilityPrecautions: coded(choices.utilityPrecautions),
    plantingArea: [{ value: '', label: 'Any' }, ...coded(choices.plantingArea)],
  };
}

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
          <SizeRangeField
            label="Height"
            top={HEIGHT_MAX}
            marks={HEIGHT_MARKS}
            min={values.minTreeHeight}
            max={values.maxTreeHeight}
            minName="minTreeHeight"
            maxName="maxTreeHeight"
            minError={fieldError('minTreeHeight')}
            maxError={fieldError('maxTreeHeight')}
            onChange={handlers.range('minTreeHeight', 'maxTreeHeight')}
            onBlur={touch}
          />
          <SizeRangeField
            label="Canopy width"
            top={WIDTH_MAX}
            marks={WIDTH_MARKS}
            min={values.minTreeCanopyWidth}
            max={values.maxTreeCanopyWidth}
            minName="minTreeCanopyWidth"
            maxName="maxTreeCanopyWidth"
            minError={fieldError('minTreeCanopyWidth')}
            maxError={fieldError('maxTreeCanopyWidth')}
            onChange={handlers.range('minTreeCanopyWidth', 'maxTreeCanopyWidth')}
            onBlur={touch}
          />
          <MultiChoice
            label="Tree shape"
            options={options.treeShapes}
            value={values.tree_shape}
            onChange={set('tree_shape')}
          />
          <ChipChoices
            label="Foliage type"
            description={isPacific ? undefined : 'Deciduous can be chosen together with fall color.'}
            options={foliageOptions}
            value={values.foliage_type}
            onChange={rule('foliage_type')}
          />
          {isPacific ? null : yesNo('fall_color', 'Fall color')}
          {isPacific ? yesNo('hi_native', 'Hawaii native') : yesNo('ca_native', 'California native')}
          <ChipChoices
            label="Leaf form"
            options={options.leafForms}
            value={values.leaf_form}
            onChange={set('leaf_form')}
          />
          <ChipChoices
            label="Leaf arrangement"
            options={options.leafArrangements}
            value={values.leaf_arrangement}
            onChange={set('leaf_arrangement')}
          />
        </Section>

        <Section title="Flowers and fruit">
          <MultiChoice
            label="Flower color"
            options={options.flowerColors}
            value={values.flower_color}
            onChange={set('flower_color')}
          />
          {yesNo('fragrance', 'Fragrant')}
          <MultiChoice
            label="Fruit type"
            options={options.fruitTypes}
            value={values.fruit_type}
            onChange={set('fruit_type')}
          />
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
            <div>
              <TextInput
                label="Adapted ZIP code"
                name="adapted_zip_code"
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
                withAsterisk
                value={values.adapted_zip_code}
                error={fieldError('adapted_zip_code')}
                onChange={(event) => set('adapted_zip_code')(event.currentTarget.value)}
                onBlur={() => touch('adapted_zip_code')}
              />
              <ZipZone zip={values.adapted_zip_code} />
            </div>
          ) : (
            <>
              <div>
                <TextInput
                  label="ZIP code"
                  description={lockNote('zip_code') ?? 'A Californian ZIP code: searches its USDA zone.'}
                  name="zip_code"
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="postal-code"
                  disabled={lockedBy('zip_code') !== null}
                  value={values.zip_code}
                  error={fieldError('zip_code')}
                  onChange={(event) => set('zip_code')(event.currentTarget.value)}
                  onBlur={() => touch('zip_code')}
                />
                <ZipZone zip={values.zip_code} />
              </div>
              <MultiChoice
                label="USDA zone"
                description={lockNote('usda_zones')}
                disabled={lockedBy('usda_zones') !== null}
                options={options.usdaZones}
                value={values.usda_zones}
                onChange={set('usda_zones')}
              />
              <MultiChoice
                label="Sunset zone"
                description={lockNote('sunset_climate_zone')}
                disabled={lockedBy('sunset_climate_zone') !== null}
                options={options.sunsetZones}
                value={values.sunset_climate_zone}
                onChange={set('sunset_climate_zone')}
              />
              <MultiChoice
                label="Climate region"
                description={lockNote('climate_region')}
                disabled={lockedBy('climate_region') !== null}
                options={options.climateZones}
                value={values.climate_region}
                onChange={set('climate_region')}
              />
            </>
          )}
          <ChipChoices
            label="Sun exposure"
            options={options.sunExposures}
            value={values.sun_exposure}
            onChange={set('sun_exposure')}
          />
          {yesNo('shade_tolerant', 'Shade tolerant')}
          <ChipChoices
            label="Water use"
            options={options.waterUseRatings}
            value={values.water_use_rating}
            onChange={set('water_use_rating')}
          />
          <ChipChoices
            label="Salt tolerance"
            options={options.saltTolerances}
            value={values.salt_tolerance}
            onChange={set('salt_tolerance')}
          />
          <ChipChoices
            label="Wind resistance"
            options={options.windResistances}
            value={values.wind_resistance}
            onChange={set('wind_resistance')}
          />
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
          <ChipChoices
            label="Utility precautions"
            options={options.utilityPrecautions}
            value={values.utility_precautions}
            onChange={set('utility_precautions')}
          />
          {yesNo('utility_friendly', 'Utility friendly')}
          {yesNo('schoolyard', 'Schoolyard')}
        </Section>

        <Section title="Name">
          <TextInput
            label="Name contains"
            description="Part of a common or scientific name (optional)."
            name="searchTerm"
            value={values.searchTerm}
            error={fieldError('searchTerm')}
            onChange={(event) => set('searchTerm')(event.currentTarget.value)}
            onBlur={() => touch('searchTerm')}
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
