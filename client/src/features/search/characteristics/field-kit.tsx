import { TextInput, type TextInputProps } from '@mantine/core';
import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent } from 'react';
import { ZipZone } from '../components/zip-zone';
import { ChipChoices, YES_NO_OPTIONS } from './choice-fields';
import { LIST_FIELDS, type SIZE_RANGES, ZIP_INPUT, ZONE_LABELS, type ListKey, type OptionLists } from './form-fields';
import { zoneInUse, type CharacteristicsValues, type YesNoKey, type ZoneKey } from './form-values';
import { SizeRangeField } from './size-range-field';
import type { FormHandlers } from './use-characteristics-form';

export type KitInput = {
  values: CharacteristicsValues;
  errors: FormikErrors<CharacteristicsValues>;
  touched: FormikTouched<CharacteristicsValues>;
  handlers: FormHandlers;
  options: OptionLists;
};

type TextKey = 'zip_code' | 'adapted_zip_code' | 'searchTerm';

/**
 * ZIP code, USDA zone, Sunset zone and climate region exclude each other (spec §4): the ones not in
 * use are disabled, with a note saying which one to clear.
 */
function zoneLocks(values: CharacteristicsValues) {
  const zone = zoneInUse(values);
  const lockedBy = (key: ZoneKey) => (zone !== null && zone !== key ? zone : null);
  const lockNote = (key: ZoneKey) => {
    const by = lockedBy(key);
    return by
      ? `Clear the ${ZONE_LABELS[by]} to use this: only one of ZIP code, USDA zone, Sunset zone and climate region.`
      : undefined;
  };
  const zoneLock = (key: ZoneKey) => ({ description: lockNote(key), disabled: lockedBy(key) !== null });
  return { lockedBy, lockNote, zoneLock };
}

/** Typed inputs: the size sliders, the ZIP codes and the name. */
function inputKit({ values, errors, touched, handlers }: KitInput) {
  const fieldError = (key: keyof CharacteristicsValues) =>
    touched[key] && typeof errors[key] === 'string' ? errors[key] : undefined;
  const textProps = (key: TextKey) => ({
    name: key,
    value: values[key],
    error: fieldError(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) => handlers.set(key)(event.currentTarget.value),
    onBlur: () => handlers.touch(key),
  });
  const zipField = (key: 'zip_code' | 'adapted_zip_code', props: TextInputProps) => (
    <div>
      <TextInput {...props} {...ZIP_INPUT} {...textProps(key)} />
      <ZipZone zip={values[key]} />
    </div>
  );
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
      onBlur={handlers.touch}
    />
  );
  return { textProps, zipField, sizeRange };
}

/** Choices: a list field's label, options and value; a yes/no question. */
function choiceKit({ values, handlers, options }: KitInput) {
  const listField = (key: ListKey) => ({
    label: LIST_FIELDS[key].label,
    options: options[LIST_FIELDS[key].options],
    value: values[key],
    onChange: handlers.set(key),
  });
  const yesNo = (key: YesNoKey, label: string, description?: string) => (
    <ChipChoices
      label={label}
      description={description}
      options={YES_NO_OPTIONS}
      value={values[key]}
      onChange={handlers.rule(key) as (answers: string[]) => void}
    />
  );
  return { listField, yesNo };
}

/**
 * What each kind of field always takes, so each field in the sections is named once with only what
 * is its own.
 */
export function fieldKit(input: KitInput) {
  return { ...input, ...inputKit(input), ...choiceKit(input), ...zoneLocks(input.values) };
}

export type FieldKit = ReturnType<typeof fieldKit>;
