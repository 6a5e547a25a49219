import { useFormik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Region } from '@/generated/graphql';
import { loadStoredFilter, newSearchOptions, storeFilter } from '../search-storage';
import { characteristicsResultsHref } from '../search-url';
import { characteristicsSchema } from './form-schema';
import { applyRules, fromSearchFilter, toSearchFilter, type CharacteristicsValues } from './form-values';

type Setters = Pick<FormikHelpers<CharacteristicsValues>, 'setValues' | 'setFieldValue' | 'setFieldTouched'>;

/**
 * The form's edit handlers, made once per form (and region) and cached per field, so an edit
 * re-renders only the fields it changes.
 */
function makeHandlers({ setValues, setFieldValue, setFieldTouched }: Setters, region: Region) {
  const setters = new Map<string, (value: never) => void>();
  const cached = <T>(key: string, make: () => (value: T) => void) => {
    if (!setters.has(key)) setters.set(key, make() as (value: never) => void);
    return setters.get(key) as (value: T) => void;
  };
  /** Edits that other fields depend on go through the spec §4 rules. */
  const update = (patch: Partial<CharacteristicsValues>) =>
    void setValues((previous) => applyRules({ ...previous, ...patch }, region));
  return {
    update,
    set: <K extends keyof CharacteristicsValues>(key: K) =>
      cached<CharacteristicsValues[K]>(`set:${key}`, () => (value) => void setFieldValue(key, value)),
    rule: <K extends keyof CharacteristicsValues>(key: K) =>
      cached<CharacteristicsValues[K]>(`rule:${key}`, () => (value) => update({ [key]: value })),
    range: (minKey: string, maxKey: string) =>
      cached<[string, string]>(
        `range:${minKey}`,
        () =>
          ([min, max]) =>
            void setValues((previous) => ({ ...previous, [minKey]: min, [maxKey]: max })),
      ),
    touch: (name: string) => void setFieldTouched(name, true),
  };
}

export type FormHandlers = ReturnType<typeof makeHandlers>;

/**
 * A refused search shows its first problem: focused, in the middle of the screen (not under the
 * sticky Search bar).
 */
function useFocusFirstProblem(formRef: RefObject<HTMLFormElement | null>, submitCount: number, isSubmitting: boolean) {
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.scrollIntoView?.({ block: 'center' });
    invalid.focus({ preventScroll: true });
  }, [formRef, submitCount, isSubmitting]);
}

/**
 * The search-by-characteristics form's state: starts from the filter kept for the tab, keeps every
 * change there (spec §4: coming back finds the form as it was left), and on submit stores the filter
 * and opens its results.
 */
export function useCharacteristicsForm(region: Region) {
  const navigate = useNavigate();
  const [initialValues] = useState(() => applyRules(fromSearchFilter(loadStoredFilter()), region));
  const formik = useFormik<CharacteristicsValues>({
    initialValues,
    validationSchema: characteristicsSchema,
    onSubmit: (values) => {
      const filter = toSearchFilter(values, region);
      storeFilter(filter);
      navigate(characteristicsResultsHref(filter, newSearchOptions()));
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, formik.submitCount, formik.isSubmitting);

  const { values, setValues, setFieldValue, setFieldTouched } = formik;
  useEffect(() => {
    storeFilter(toSearchFilter(values, region));
  }, [values, region]);

  const handlers = useMemo(
    () => makeHandlers({ setValues, setFieldValue, setFieldTouched }, region),
    [setValues, setFieldValue, setFieldTouched, region],
  );
  return { formik, formRef, handlers };
}
