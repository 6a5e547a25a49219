import * as yup from 'yup';
import { HEIGHT_MAX, WIDTH_MAX } from '../search-filter';
import type { CharacteristicsValues } from './form-values';

/** Spec §5 messages, exactly. */
export const ZIP_MESSAGE = 'Error please enter a valid Californian zip code!';
export const CLIMATE_ADAPTED_MESSAGE = 'Climate Adapted selected. Please fill out the adapted zip code to search.';
export const INTEGER_MESSAGE = 'Should be an integer.';
export const maxValueMessage = (max: number) => `Max value is ${max}`;
export const MIN_VALUE_MESSAGE = 'Min value is 0';
export const SEARCH_TERM_MAX = 100;

/** 5 characters starting with 9 (the server's check is the same). */
export const isCaliforniaZip = (zip: string) => /^9\d{4}$/.test(zip.trim());

const blank = (value: string | undefined) => !value || value.trim() === '';

/** A whole number of feet between 0 and max; blank means the slider's end. */
const feet = (max: number) =>
  yup
    .string()
    .default('')
    .test('integer', INTEGER_MESSAGE, (value) => blank(value) || /^\s*-?\d+\s*$/.test(value ?? ''))
    .test('min', MIN_VALUE_MESSAGE, (value) => blank(value) || !/^\s*-?\d+\s*$/.test(value ?? '') || Number(value) >= 0)
    .test(
      'max',
      maxValueMessage(max),
      (value) => blank(value) || !/^\s*-?\d+\s*$/.test(value ?? '') || Number(value) <= max,
    );

const notAboveMax = (what: string, maxKey: 'maxTreeHeight' | 'maxTreeCanopyWidth') =>
  function (this: yup.TestContext, value: string | undefined) {
    const max = (this.parent as CharacteristicsValues)[maxKey];
    if (blank(value) || blank(max) || !/^\d+$/.test(value!.trim()) || !/^\d+$/.test(max.trim())) return true;
    return (
      Number(value) <= Number(max) ||
      this.createError({ message: `The minimum ${what} cannot be greater than the maximum ${what}.` })
    );
  };

export const characteristicsSchema = yup.object({
  searchTerm: yup.string().default('').max(SEARCH_TERM_MAX, `At most ${SEARCH_TERM_MAX} characters.`),
  minTreeHeight: feet(HEIGHT_MAX).test('not-above-max', '', notAboveMax('height', 'maxTreeHeight')),
  maxTreeHeight: feet(HEIGHT_MAX),
  minTreeCanopyWidth: feet(WIDTH_MAX).test('not-above-max', '', notAboveMax('canopy width', 'maxTreeCanopyWidth')),
  maxTreeCanopyWidth: feet(WIDTH_MAX),
  zip_code: yup
    .string()
    .default('')
    .test('california-zip', ZIP_MESSAGE, (value) => blank(value) || isCaliforniaZip(value ?? '')),
  climate_adapted: yup.boolean().default(false),
  adapted_zip_code: yup
    .string()
    .default('')
    .when('climate_adapted', {
      is: true,
      then: (schema) =>
        schema
          .test('required', CLIMATE_ADAPTED_MESSAGE, (value) => !blank(value))
          .test('california-zip', ZIP_MESSAGE, (value) => blank(value) || isCaliforniaZip(value ?? '')),
    }),
});
