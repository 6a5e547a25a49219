import { Checkbox, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { SearchChoices } from '../hooks/use-search-characteristics';
import { ChipChoices, MultiChoice, SingleChipChoice, type ChoiceOption } from './choice-fields';
import type { FieldKit } from './field-kit';
import { SIZE_RANGES } from './form-fields';
import { DECIDUOUS } from './form-values';
import classes from './characteristics-form.module.css';

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

type SectionProps = { kit: FieldKit };

/** Size, shape, foliage, nativeness and leaves; fall color only in the California edition. */
export function TreeSection({
  kit,
  isPacific,
  choices,
}: SectionProps & { isPacific: boolean; choices: SearchChoices }) {
  const { values, listField, yesNo, handlers } = kit;
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
    <Section title="Tree">
      {SIZE_RANGES.map(kit.sizeRange)}
      <MultiChoice {...listField('tree_shape')} />
      <ChipChoices
        label="Foliage type"
        description={isPacific ? undefined : 'Deciduous can be chosen together with fall color.'}
        options={foliageOptions}
        value={values.foliage_type}
        onChange={handlers.rule('foliage_type')}
      />
      {isPacific ? null : yesNo('fall_color', 'Fall color')}
      {isPacific ? yesNo('hi_native', 'Hawaii native') : yesNo('ca_native', 'California native')}
      <ChipChoices {...listField('leaf_form')} />
      <ChipChoices {...listField('leaf_arrangement')} />
    </Section>
  );
}

export function FlowersSection({ kit: { listField, yesNo } }: SectionProps) {
  return (
    <Section title="Flowers and fruit">
      <MultiChoice {...listField('flower_color')} />
      {yesNo('fragrance', 'Fragrant')}
      <MultiChoice {...listField('fruit_type')} />
    </Section>
  );
}

/** Where the tree would grow: a ZIP code or one zone (or an adapted ZIP code), then the site's traits. */
function ZoneFields({ kit: { values, zipField, listField, lockNote, lockedBy, zoneLock } }: SectionProps) {
  if (values.climate_adapted) {
    return zipField('adapted_zip_code', { label: 'Adapted ZIP code', withAsterisk: true });
  }
  return (
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
  );
}

export function SiteSection({ kit }: SectionProps) {
  const { values, handlers, listField, yesNo, options } = kit;
  return (
    <Section title="Site conditions">
      <div className={classes.full}>
        <Checkbox
          label="Climate adapted"
          description="Trees suited to the future climate of a ZIP code (the zone fields give way to an adapted ZIP code)."
          checked={values.climate_adapted}
          onChange={(event) => handlers.update({ climate_adapted: event.currentTarget.checked })}
        />
      </div>
      <ZoneFields kit={kit} />
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
        onChange={handlers.set('planting_area')}
      />
    </Section>
  );
}

export function ConsiderationsSection({ kit: { listField, yesNo } }: SectionProps) {
  return (
    <Section title="Considerations">
      {yesNo('deer_tolerance', 'Deer tolerant')}
      <ChipChoices {...listField('utility_precautions')} />
      {yesNo('utility_friendly', 'Utility friendly')}
      {yesNo('schoolyard', 'Schoolyard')}
    </Section>
  );
}

export function NameSection({ kit }: SectionProps) {
  return (
    <Section title="Name">
      <TextInput
        label="Name contains"
        description="Part of a common or scientific name (optional)."
        {...kit.textProps('searchTerm')}
      />
    </Section>
  );
}
