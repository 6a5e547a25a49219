import { TextInput, type TextInputProps } from '@mantine/core';
import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent } from 'react';
import {
  CLIMATE_ADAPTED_MESSAGE,
  INTEGER_MESSAGE,
  MIN_VALUE_MESSAGE,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
  ZIP_MESSAGE,
} from '@selectree/rules';
import { ZipZone } from '../components/zip-zone';
import type { MessageKey, Translate } from '@/i18n/i18n';
import { ChipChoices, yesNoOptions } from './choice-fields';
import {
  LIST_FIELDS,
  listFieldLabel,
  type SIZE_RANGES,
  ZIP_INPUT,
  type ListKey,
  type OptionLists,
} from './form-fields';
import { zoneInUse, type CharacteristicsValues, type YesNoKey, type ZoneKey } from './form-values';
import { SizeRangeField } from './size-range-field';
import type { FormHandlers } from './use-characteristics-form';

export type KitInput = {
  values: CharacteristicsValues;
  errors: FormikErrors<CharacteristicsValues>;
  touched: FormikTouched<CharacteristicsValues>;
  handlers: FormHandlers;
  options: OptionLists;
  t: Translate;
};

type TextKey = 'zip_code' | 'adapted_zip_code' | 'searchTerm';

/** The shared rules' checks answer in English (the spec's words, as the server does): shown in the page's language. */
function ruleMessage(t: Translate, message: string): string {
  const size = (what: string) => (what === 'canopy width' ? 'width' : 'height');
  const exact: Record<string, MessageKey> = {
    [ZIP_MESSAGE]: 'search.error.zip',
    [CLIMATE_ADAPTED_MESSAGE]: 'search.error.climateAdapted',
    [INTEGER_MESSAGE]: 'search.error.integer',
    [MIN_VALUE_MESSAGE]: 'search.error.minValue',
    [SEARCH_TERM_TOO_LONG]: 'search.error.tooLong',
  };
  if (exact[message]) return t(exact[message], { max: SEARCH_TERM_MAX });
  const max = /^Max value is (\d+)$/.exec(message);
  if (max) return t('search.error.maxValue', { max: max[1] });
  const order = /^The minimum (.+) cannot be greater than the maximum \1\.$/.exec(message);
  return order ? t('search.error.minAboveMax', { size: size(order[1]!) }) : message;
}

/**
 * ZIP code, USDA zone, Sunset zone and climate region exclude each other (spec §4): the ones not in
 * use are disabled, with a note saying which one to clear.
 */
function zoneLocks(values: CharacteristicsValues, t: Translate) {
  const zone = zoneInUse(values);
  const lockedBy = (key: ZoneKey) => (zone !== null && zone !== key ? zone : null);
  const lockNote = (key: ZoneKey) => {
    const by = lockedBy(key);
    return by ? t('search.zoneLocked', { zone: by }) : undefined;
  };
  const zoneLock = (key: ZoneKey) => ({ description: lockNote(key), disabled: lockedBy(key) !== null });
  return { lockedBy, lockNote, zoneLock };
}

/** Typed inputs: the size sliders, the ZIP codes and the name. */
function inputKit({ values, errors, touched, handlers, t }: KitInput) {
  const fieldError = (key: keyof CharacteristicsValues) =>
    touched[key] && typeof errors[key] === 'string' ? ruleMessage(t, errors[key]) : undefined;
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
  const sizeRange = ({ size, top, marks, minName, maxName }: (typeof SIZE_RANGES)[number]) => (
    <SizeRangeField
      key={minName}
      size={size}
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
function choiceKit({ values, handlers, options, t }: KitInput) {
  const listField = (key: ListKey) => ({
    label: t(listFieldLabel(key)),
    options: options[LIST_FIELDS[key]],
    value: values[key],
    onChange: handlers.set(key),
  });
  const yesNo = (key: YesNoKey, label: MessageKey, description?: MessageKey) => (
    <ChipChoices
      label={t(label)}
      description={description && t(description)}
      options={yesNoOptions(t)}
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
  return { ...input, ...inputKit(input), ...choiceKit(input), ...zoneLocks(input.values, input.t) };
}

export type FieldKit = ReturnType<typeof fieldKit>;
