import * as yup from 'yup';
import {
  CLIMATE_ADAPTED_MESSAGE,
  HEIGHT_TOP,
  INTEGER_MESSAGE,
  MIN_VALUE_MESSAGE,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
  WIDTH_TOP,
  ZIP_MESSAGE,
  isCaliforniaZip as isZip,
  maxValueMessage,
  minAboveMaxMessage,
} from '@selectree/rules';
import type { CharacteristicsValues } from './form-values';

/** Spec §5 messages, exactly (the catalogue rules', which the server answers with too). */
export { CLIMATE_ADAPTED_MESSAGE, INTEGER_MESSAGE, MIN_VALUE_MESSAGE, SEARCH_TERM_MAX, ZIP_MESSAGE, maxValueMessage };

/** 5 characters starting with 9, spaces around aside. */
export const isCaliforniaZip = (zip: string) => isZip(zip.trim());

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
    return Number(value) <= Number(max) || this.createError({ message: minAboveMaxMessage(what) });
  };

export const characteristicsSchema = yup.object({
  searchTerm: yup.string().default('').max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG),
  minTreeHeight: feet(HEIGHT_TOP).test('not-above-max', '', notAboveMax('height', 'maxTreeHeight')),
  maxTreeHeight: feet(HEIGHT_TOP),
  minTreeCanopyWidth: feet(WIDTH_TOP).test('not-above-max', '', notAboveMax('canopy width', 'maxTreeCanopyWidth')),
  maxTreeCanopyWidth: feet(WIDTH_TOP),
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
