import { Group, RangeSlider, Stack, Text, TextInput } from '@mantine/core';
import { memo, useId } from 'react';
import classes from './characteristics-form.module.css';

type SizeRangeFieldProps = {
  /** "Height" or "Canopy width". */
  label: string;
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
 * A size range in feet: a range slider with the spec's marks whose thumbs cannot cross, and two
 * text fields for exact values (checked: whole numbers, at most the top mark, min not above max).
 */
export const SizeRangeField = memo(function SizeRangeField({
  label,
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
  const labelId = useId();
  const low = asFeet(min, 0, top);
  const high = asFeet(max, top, top);
  const sliderValue: [number, number] = low <= high ? [low, high] : [high, low];
  const feetLabel = (value: number) => (value >= top ? `${top}+ ft` : `${value} ft`);
  const lower = label.toLowerCase();

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" className={classes.groupLabel} component="div">
        {label}
      </Text>
      <RangeSlider
        min={0}
        max={top}
        step={1}
        minRange={0}
        pushOnOverlap={false}
        value={sliderValue}
        onChange={([from, to]) => onChange([String(from), String(to)])}
        marks={marks.map((value) => ({ value, label: value === top ? `${top}+ ft` : String(value) }))}
        label={feetLabel}
        thumbFromLabel={`Minimum ${lower}`}
        thumbToLabel={`Maximum ${lower}`}
        mb="lg"
        mx={6}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={`Min ${lower} (ft)`}
          name={minName}
          inputMode="numeric"
          value={min}
          error={minError}
          onChange={(event) => onChange([event.currentTarget.value, max])}
          onBlur={() => onBlur(minName)}
        />
        <TextInput
          label={`Max ${lower} (ft)`}
          description={`${top} means ${top}+`}
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
