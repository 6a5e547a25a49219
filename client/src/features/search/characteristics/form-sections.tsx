import { Checkbox, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { SearchChoices } from '../hooks/use-search-characteristics';
import { ChipChoices, MultiChoice, SingleChipChoice, type ChoiceOption } from './choice-fields';
import type { FieldKit } from './field-kit';
import { useT, type MessageKey } from '@/i18n/i18n';
import { useTermLabel } from '@/lib/term-label';
import { SIZE_RANGES } from './form-fields';
import { DECIDUOUS } from './form-values';
import classes from './characteristics-form.module.css';

function Section({ name, children }: { name: MessageKey; children: ReactNode }) {
  const title = useT()(name);
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
  const { values, listField, yesNo, handlers, t } = kit;
  const fallColorChosen = values.fall_color.length > 0;
  const term = useTermLabel();
  const foliageOptions = useMemo<ChoiceOption[]>(
    () =>
      choices.foliageTypes.map((type) => ({
        value: type,
        label: term('foliageTypes', type),
        disabled: type === DECIDUOUS && !fallColorChosen,
      })),
    [choices, fallColorChosen, term],
  );
  return (
    <Section name="search.section.tree">
      {SIZE_RANGES.map(kit.sizeRange)}
      <MultiChoice {...listField('tree_shape')} />
      <ChipChoices
        label={t('search.foliageType')}
        description={isPacific ? undefined : t('search.foliageNote')}
        options={foliageOptions}
        value={values.foliage_type}
        onChange={handlers.rule('foliage_type')}
      />
      {isPacific ? null : yesNo('fall_color', 'search.fallColor')}
      {isPacific ? yesNo('hi_native', 'search.hiNative') : yesNo('ca_native', 'search.caNative')}
      <ChipChoices {...listField('leaf_form')} />
      <ChipChoices {...listField('leaf_arrangement')} />
    </Section>
  );
}

export function FlowersSection({ kit: { listField, yesNo } }: SectionProps) {
  return (
    <Section name="search.section.flowers">
      <MultiChoice {...listField('flower_color')} />
      {yesNo('fragrance', 'search.fragrance')}
      <MultiChoice {...listField('fruit_type')} />
    </Section>
  );
}

/** Where the tree would grow: a ZIP code or one zone (or an adapted ZIP code), then the site's traits. */
function ZoneFields({ kit: { values, zipField, listField, lockNote, lockedBy, zoneLock, t } }: SectionProps) {
  if (values.climate_adapted) {
    return zipField('adapted_zip_code', { label: t('search.adaptedZip'), withAsterisk: true });
  }
  return (
    <>
      {zipField('zip_code', {
        label: t('search.field.zip_code'),
        description: lockNote('zip_code') ?? t('search.zipNote'),
        disabled: lockedBy('zip_code') !== null,
      })}
      <MultiChoice {...listField('usda_zones')} {...zoneLock('usda_zones')} />
      <MultiChoice {...listField('sunset_climate_zone')} {...zoneLock('sunset_climate_zone')} />
      <MultiChoice {...listField('climate_region')} {...zoneLock('climate_region')} />
    </>
  );
}

export function SiteSection({ kit }: SectionProps) {
  const { values, handlers, listField, yesNo, options, t } = kit;
  return (
    <Section name="search.section.site">
      <div className={classes.full}>
        <Checkbox
          label={t('search.climateAdapted')}
          description={t('search.climateAdaptedNote')}
          checked={values.climate_adapted}
          onChange={(event) => handlers.update({ climate_adapted: event.currentTarget.checked })}
        />
      </div>
      <ZoneFields kit={kit} />
      <ChipChoices {...listField('sun_exposure')} />
      {yesNo('shade_tolerant', 'search.shadeTolerant')}
      <ChipChoices {...listField('water_use_rating')} />
      <ChipChoices {...listField('salt_tolerance')} />
      <ChipChoices {...listField('wind_resistance')} />
      <SingleChipChoice
        label={t('search.plantingArea')}
        description={t('search.plantingAreaNote')}
        options={options.plantingArea}
        value={values.planting_area}
        onChange={handlers.set('planting_area')}
      />
    </Section>
  );
}

export function ConsiderationsSection({ kit: { listField, yesNo } }: SectionProps) {
  return (
    <Section name="search.section.considerations">
      {yesNo('deer_tolerance', 'search.deerTolerant')}
      <ChipChoices {...listField('utility_precautions')} />
      {yesNo('utility_friendly', 'search.utilityFriendly')}
      {yesNo('schoolyard', 'search.schoolyard')}
    </Section>
  );
}

export function NameSection({ kit }: SectionProps) {
  const { t } = kit;
  return (
    <Section name="search.section.name">
      <TextInput
        label={t('search.nameContains')}
        description={t('search.nameContainsNote')}
        {...kit.textProps('searchTerm')}
      />
    </Section>
  );
}
