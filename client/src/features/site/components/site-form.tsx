import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Checkbox, Fieldset, Group, Radio, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SiteForm as SiteFormValues } from '@/lib/site-url';
import { stripWidthFeet, stripWidthShown } from '@/lib/strip-width';
import { useUnits } from '@/lib/units';
import { SiteZipZone } from './site-zip-zone';
import classes from './site.module.css';
import type { SiteWord, SiteWordLabels } from '@/lib/site-words';

/** The vocabularies the form offers: the server's (GraphQL siteOptions), never a client copy. */
export type SiteChoice = SiteWord;
export type SiteChoices = SiteWordLabels;

type SiteFormProps = {
  site: SiteFormValues;
  choices: SiteChoices;
  /** Every change, at once (the page mirrors it in the address). */
  onChange: (site: SiteFormValues) => void;
};

const ANY = '';

function StripInput({ site, onChange }: Omit<SiteFormProps, 'choices'>) {
  // "Planting strip" chosen with no width typed yet is still open ground in the address.
  const [strip, setStrip] = useState(site.stripWidth !== '');
  const { units } = useUnits();
  return (
    <Stack gap={6}>
      <Radio.Group
        label="Where will it grow?"
        value={strip ? 'strip' : 'open'}
        onChange={(value) => {
          setStrip(value === 'strip');
          if (value === 'open') onChange({ ...site, stripWidth: '' });
        }}
      >
        <Group gap="md" mt={4}>
          <Radio value="open" label="Open ground" />
          <Radio value="strip" label="A planting strip" />
        </Group>
      </Radio.Group>
      {strip ? <StripWidthInput key={units} site={site} onChange={onChange} /> : null}
    </Stack>
  );
}

/** The width in the units shown (metres in metric, typed as is); the address keeps feet. */
function StripWidthInput({ site, onChange }: Omit<SiteFormProps, 'choices'>) {
  const { units } = useUnits();
  const [typed, setTyped] = useState(() => stripWidthShown(site.stripWidth, units));
  return (
    <TextInput
      label={units === 'metric' ? 'Strip width (metres)' : 'Strip width (feet)'}
      inputMode="decimal"
      value={units === 'imperial' ? site.stripWidth : typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange({ ...site, stripWidth: stripWidthFeet(event.currentTarget.value, units) });
      }}
      className={classes.narrowInput}
    />
  );
}

function ChoiceControl({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: SiteChoice[];
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id={`site-${label}`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`site-${label}`}
        value={value}
        onChange={onChange}
        data={[{ value: ANY, label: 'Any' }, ...choices]}
        className={classes.segments}
      />
    </Stack>
  );
}

/**
 * The site profile (issue 22.1): ZIP (its USDA zone shown at once), Sunset zone, strip or open
 * ground, wires, sun, water, soil and goals. A controlled form: the page owns the values (the URL).
 */
export function SiteForm({ site, choices, onChange }: SiteFormProps) {
  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => onChange({ ...site, [key]: value });
  return (
    <form className={classes.form} onSubmit={(event) => event.preventDefault()} aria-label="Your planting site">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap={0}>
          <TextInput
            label="ZIP code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={site.zip}
            onChange={(event) => set('zip', event.currentTarget.value.replace(/\D/g, ''))}
            className={classes.narrowInput}
          />
          <SiteZipZone zip={site.zip} />
        </Stack>
        <TextInput
          label="Sunset zone (optional)"
          description="1 to 24, H1 or H2"
          value={site.sunset}
          onChange={(event) => set('sunset', event.currentTarget.value.toUpperCase())}
          className={classes.narrowInput}
        />
      </Group>
      <StripInput site={site} onChange={onChange} />
      <Switch
        label="Overhead wires above the spot"
        checked={site.overheadWires}
        onChange={(event) => set('overheadWires', event.currentTarget.checked)}
      />
      <ChoiceControl
        label="Sun"
        value={site.sun}
        choices={choices.sun}
        onChange={(v) => set('sun', v as SiteFormValues['sun'])}
      />
      <ChoiceControl
        label="Water it will get"
        value={site.water}
        choices={choices.water}
        onChange={(v) => set('water', v as SiteFormValues['water'])}
      />
      <ChoiceControl
        label="Soil"
        value={site.soil}
        choices={choices.soil}
        onChange={(v) => set('soil', v as SiteFormValues['soil'])}
      />
      <Fieldset legend="Rank by what matters to you" variant="unstyled">
        <Checkbox.Group
          value={site.goals}
          // In the server's order (siteOptions), so the address is the canonical query.
          onChange={(goals) =>
            set(
              'goals',
              choices.goals.map((g) => g.value).filter((g) => goals.includes(g)),
            )
          }
        >
          <div className={classes.goals}>
            {choices.goals.map((goal) => (
              <Checkbox key={goal.value} value={goal.value} label={goal.label} />
            ))}
          </div>
        </Checkbox.Group>
      </Fieldset>
      <Switch
        label="Show trees that are invasive in California"
        checked={site.includeInvasive}
        onChange={(event) => set('includeInvasive', event.currentTarget.checked)}
      />
    </form>
  );
}
