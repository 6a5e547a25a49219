import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/site';
import { LightCheckbox, LightCheckboxGroup } from '@/components/ui/light-checkbox';
import { LightFieldset } from '@/components/ui/light-fieldset';
import { LightRadio, LightRadioGroup } from '@/components/ui/light-radio';
import { LightSegmentedControl } from '@/components/ui/light-segmented-control';
import { LightSwitch } from '@/components/ui/light-switch';
import { LightTextInput } from '@/components/ui/light-text-input';
import { useT } from '@/i18n/i18n';

import type { SiteForm as SiteFormValues } from '@/lib/site-url';
import { stripWidthFeet, stripWidthShown } from '@/lib/strip-width';
import { useUnits } from '@/lib/units';
import { SiteZipZone, type SiteZipZoneState } from './site-zip-zone';
import type { SiteFieldErrors } from '../site-field-errors';
import classes from './site.module.css';
import type { SiteWord, SiteWordLabels } from '@/lib/site-words';

/** The vocabularies the form offers: the server's (GraphQL siteOptions), never a client copy. */
export type SiteChoice = SiteWord;
export type SiteChoices = SiteWordLabels;

type SiteFormProps = {
  site: SiteFormValues;
  choices: SiteChoices;
  /** Each typed field's error, worded for the visitor (site-field-errors.ts). */
  errors: SiteFieldErrors;
  /** The ZIP's USDA zone lookup (the page reads it too: a ZIP with no zone is the ZIP's error). */
  zipZone: SiteZipZoneState;
  /** Every change, at once (the page mirrors it in the address). */
  onChange: (site: SiteFormValues) => void;
};

const ANY = '';

/** One value of the site set (the form's `set`). */
type SetSiteValue = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => void;

type StripProps = Pick<SiteFormProps, 'site' | 'onChange'> & { error: string | undefined };

function StripInput({ site, error, onChange }: StripProps) {
  // "Planting strip" chosen with no width typed yet is still open ground in the address.
  const [strip, setStrip] = useState(site.stripWidth !== '');
  const [{ units }, t] = [useUnits(), useT()];
  return (
    <Stack gap={6}>
      <LightRadioGroup
        label={t('site.form.where')}
        value={strip ? 'strip' : 'open'}
        onChange={(value) => {
          setStrip(value === 'strip');
          if (value === 'open') onChange({ ...site, stripWidth: '' });
        }}
      >
        <Group gap="md" mt={4}>
          <LightRadio value="open" label={t('site.form.open')} />
          <LightRadio value="strip" label={t('site.form.strip')} />
        </Group>
      </LightRadioGroup>
      {strip ? <StripWidthInput key={units} site={site} error={error} onChange={onChange} /> : null}
    </Stack>
  );
}

/** The width in the units shown (metres in metric, typed as is); the address keeps feet. */
function StripWidthInput({ site, error, onChange }: StripProps) {
  const [{ units }, t] = [useUnits(), useT()];
  const [typed, setTyped] = useState(() => stripWidthShown(site.stripWidth, units));
  return (
    <LightTextInput
      label={units === 'metric' ? t('site.form.stripMetres') : t('site.form.stripFeet')}
      inputMode="decimal"
      value={units === 'imperial' ? site.stripWidth : typed}
      error={error}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange({ ...site, stripWidth: stripWidthFeet(event.currentTarget.value, units) });
      }}
      className={classes.narrowInput}
    />
  );
}

function ChoiceControl({
  name,
  label,
  value,
  choices,
  onChange,
}: {
  /** The control's id part (site-sun): labels change with the language, ids do not. */
  name: string;
  label: string;
  value: string;
  choices: SiteChoice[];
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id={`site-${name}`}>
        {label}
      </Text>
      <LightSegmentedControl
        aria-labelledby={`site-${name}`}
        value={value}
        onChange={onChange}
        data={[{ value: ANY, label: t('site.form.any') }, ...choices]}
        className={classes.segments}
      />
    </Stack>
  );
}

/** The site's sun, water and soil: one choice each. */
const GROUND_CHOICES = ['sun', 'water', 'soil'] as const;

/** Sun, water and soil: each "Any" or one of the server's choices. */
function SiteConditions({ site, choices, set }: { site: SiteFormValues; choices: SiteChoices; set: SetSiteValue }) {
  const t = useT();
  return (
    <>
      {GROUND_CHOICES.map((name) => (
        <ChoiceControl
          key={name}
          name={name}
          label={t(`site.form.${name}`)}
          value={site[name]}
          choices={choices[name]}
          onChange={(v) => set(name, v as SiteFormValues[typeof name])}
        />
      ))}
    </>
  );
}

/** The goals: any of the server's, ticked or not. */
function SiteGoals({ site, choices, set }: { site: SiteFormValues; choices: SiteChoices; set: SetSiteValue }) {
  const t = useT();
  const toggle = (goal: string) => {
    const goals = site.goals.includes(goal) ? site.goals.filter((g) => g !== goal) : [...site.goals, goal];
    // In the server's order (siteOptions), so the address is the canonical query.
    set(
      'goals',
      choices.goals.map((g) => g.value).filter((g) => goals.includes(g)),
    );
  };
  return (
    <LightFieldset legend={t('site.form.goals')}>
      <LightCheckboxGroup value={site.goals}>
        <div className={classes.goals}>
          {choices.goals.map((goal) => (
            <LightCheckbox
              key={goal.value}
              value={goal.value}
              label={goal.label}
              checked={site.goals.includes(goal.value)}
              onChange={() => toggle(goal.value)}
            />
          ))}
        </div>
      </LightCheckboxGroup>
    </LightFieldset>
  );
}

/** The ZIP (its USDA zone under it, or its error) and the Sunset zone, each with its own error. */
function ZoneInputs({
  site,
  errors,
  zipZone,
  set,
}: Pick<SiteFormProps, 'site' | 'errors' | 'zipZone'> & { set: SetSiteValue }) {
  const t = useT();
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap={0}>
        <LightTextInput
          label={t('site.form.zip')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={site.zip}
          onChange={(event) => set('zip', event.currentTarget.value.replace(/\D/g, ''))}
          error={errors.zip}
          className={classes.narrowInput}
        />
        {errors.zip ? null : <SiteZipZone zone={zipZone} />}
      </Stack>
      <LightTextInput
        label={t('site.form.sunset')}
        description={t('site.form.sunsetHint')}
        value={site.sunset}
        onChange={(event) => set('sunset', event.currentTarget.value.toUpperCase())}
        error={errors.sunset}
        className={classes.narrowInput}
      />
    </Group>
  );
}

/**
 * The site profile (issue 22.1): ZIP (its USDA zone shown at once), Sunset zone, strip or open
 * ground, wires, sun, water, soil and goals. A controlled form: the page owns the values (the URL).
 */
export function SiteForm({ site, choices, errors, zipZone, onChange }: SiteFormProps) {
  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => onChange({ ...site, [key]: value });
  const t = useT();
  return (
    <form className={classes.form} onSubmit={(event) => event.preventDefault()} aria-label={t('site.form.label')}>
      <ZoneInputs site={site} errors={errors} zipZone={zipZone} set={set} />
      <StripInput site={site} error={errors.stripWidth} onChange={onChange} />
      <LightSwitch
        label={t('site.form.wires')}
        checked={site.overheadWires}
        onChange={(event) => set('overheadWires', event.currentTarget.checked)}
      />
      <SiteConditions site={site} choices={choices} set={set} />
      <SiteGoals site={site} choices={choices} set={set} />
      <LightSwitch
        label={t('site.form.invasive')}
        checked={site.includeInvasive}
        onChange={(event) => set('includeInvasive', event.currentTarget.checked)}
      />
    </form>
  );
}
