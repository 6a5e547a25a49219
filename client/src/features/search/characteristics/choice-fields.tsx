import { Chip, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { memo, useId, type ReactNode } from 'react';
import 'virtual:icu-messages/search';
import { useT, type Translate } from '@/i18n/i18n';
import classes from './characteristics-form.module.css';

export type ChoiceOption = { value: string; label: string; disabled?: boolean };

export const yesNoOptions = (t: Translate): ChoiceOption[] => [
  { value: 'yes', label: t('search.yes') },
  { value: 'no', label: t('search.no') },
];

export const toOptions = (values: readonly (string | number)[]): ChoiceOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

type ChipChoicesProps = {
  label: string;
  description?: ReactNode;
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
};

type ChoiceFrameProps = Pick<ChipChoicesProps, 'label' | 'description'> & {
  role: 'group' | 'radiogroup';
  children: ReactNode;
};

/** The frame of a chip list: a group named by its visible label (for screen readers), a note. */
function ChoiceFrame({ role, label, description, children }: ChoiceFrameProps) {
  const labelId = useId();
  return (
    <Stack gap={6} role={role} aria-labelledby={labelId}>
      <Text id={labelId} size="sm" className={classes.groupLabel} component="div">
        {label}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed" mt={-4}>
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** The chips of a Chip.Group; the group makes them checkboxes (multiple) or radios. */
const chipsOf = (options: ChoiceOption[]) => (
  <Group gap={6}>
    {options.map((option) => (
      <Chip
        key={option.value}
        value={option.value}
        size="sm"
        disabled={option.disabled}
        classNames={{ label: classes.chipLabel }}
      >
        {option.label}
      </Chip>
    ))}
  </Group>
);

/** A short list of choices as toggle chips (checkboxes); any number may be chosen (OR). */
export const ChipChoices = memo(function ChipChoices({ options, value, onChange, ...frame }: ChipChoicesProps) {
  return (
    <ChoiceFrame role="group" {...frame}>
      <Chip.Group multiple value={value} onChange={onChange}>
        {chipsOf(options)}
      </Chip.Group>
    </ChoiceFrame>
  );
});

type SingleChipChoiceProps = Omit<ChipChoicesProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** One choice of a short list (with "Any" as the empty value). */
export const SingleChipChoice = memo(function SingleChipChoice({
  options,
  value,
  onChange,
  ...frame
}: SingleChipChoiceProps) {
  return (
    <ChoiceFrame role="radiogroup" {...frame}>
      <Chip.Group value={value} onChange={onChange}>
        {chipsOf(options)}
      </Chip.Group>
    </ChoiceFrame>
  );
});

type MultiChoiceProps = {
  label: string;
  description?: ReactNode;
  options: ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
};

/** A longer list of choices as a searchable multi-select; any number may be chosen (OR). */
export const MultiChoice = memo(function MultiChoice({
  label,
  description,
  options,
  value,
  onChange,
  disabled,
  placeholder,
}: MultiChoiceProps) {
  const t = useT();
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder={value.length ? undefined : (placeholder ?? t('search.any'))}
      searchable
      clearable
      nothingFoundMessage={t('search.noSuchChoice')}
      comboboxProps={{ transitionProps: { transition: 'fade', duration: 100 } }}
    />
  );
});
