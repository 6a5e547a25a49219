import { Group, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { memo, useId } from 'react';
import { useT } from '@/i18n/i18n';
import classes from './characteristics-form.module.css';

type SizeRangeFieldProps = {
  /** Height or canopy width. */
  size: 'height' | 'width';
  /** The top mark, meaning "and above" (100 ft height, 75 ft width). */
  top: number;
  marks: readonly number[];
  min: string;
  max: string;
  minError?: string;
  maxError?: string;
  minName: string;
  maxName: string;
  onChange: (range: [min: string, max: string]) => void;
  onBlur: (name: string) => void;
};

const asFeet = (text: string, fallback: number, top: number) => {
  if (!/^\s*\d{1,6}\s*$/.test(text)) return fallback;
  return Math.min(Math.max(Number(text), 0), top);
};

/**
 * The slider's fixed props. Its hidden inputs get no name: the text boxes carry the values (Mantine's
 * would be "undefined_from" and "undefined_to").
 */
const SLIDER = {
  min: 0,
  step: 1,
  minRange: 0,
  pushOnOverlap: false,
  mb: 'lg',
  mx: 6,
  hiddenInputProps: { name: undefined },
} as const;

/**
 * A size range in feet: a range slider with the spec's marks whose thumbs cannot cross, and two
 * text fields for exact values (checked: whole numbers, at most the top mark, min not above max).
 */
export const SizeRangeField = memo(function SizeRangeField({
  size,
  top,
  marks,
  min,
  max,
  minError,
  maxError,
  minName,
  maxName,
  onChange,
  onBlur,
}: SizeRangeFieldProps) {
  const [labelId, t] = [useId(), useT()];
  const low = asFeet(min, 0, top);
  const high = asFeet(max, top, top);
  const sliderValue: [number, number] = low <= high ? [low, high] : [high, low];
  const feetLabel = (value: number) =>
    value >= top ? t('search.size.top', { top }) : t('search.size.feet', { value });

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" className={classes.groupLabel} component="div">
        {t(size === 'width' ? 'search.size.width' : 'search.size.height')}
      </Text>
      <RangeSlider
        {...SLIDER}
        max={top}
        value={sliderValue}
        onChange={([from, to]) => onChange([String(from), String(to)])}
        marks={marks.map((value) => ({ value, label: value === top ? t('search.size.top', { top }) : String(value) }))}
        label={feetLabel}
        thumbFromLabel={t('search.size.thumbMin', { size })}
        thumbToLabel={t('search.size.thumbMax', { size })}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('search.size.min', { size })}
          name={minName}
          inputMode="numeric"
          value={min}
          error={minError}
          onChange={(event) => onChange([event.currentTarget.value, max])}
          onBlur={() => onBlur(minName)}
        />
        <TextInput
          label={t('search.size.max', { size })}
          description={t('search.size.topMeans', { top })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          name={maxName}
          inputMode="numeric"
          value={max}
          error={maxError}
          onChange={(event) => onChange([min, event.currentTarget.value])}
          onBlur={() => onBlur(maxName)}
        />
      </Group>
    </Stack>
  );
});
