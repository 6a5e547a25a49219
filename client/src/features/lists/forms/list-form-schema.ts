import { array, boolean, mixed, object, string, type InferType } from 'yup';
import {
  COMMERCIAL_SALE,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  LIST_CLIENT_MESSAGES as M,
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
} from '../list-rules';

export const LIST_KINDS = ['Curated List', 'Saved Search'] as const;

/**
 * The list form (spec §5): the browser's first check; the server checks again and has the last word.
 * Messages as functions: worded in the page's language when a check fails.
 */
export const listFormSchema = object({
  name: string()
    .default('')
    .trim()
    .required(() => M.nameRequired)
    .max(LIST_NAME_MAX, () => M.nameTooLong(LIST_NAME_MAX)),
  description: string()
    .default('')
    .trim()
    .required(() => M.descriptionRequired)
    .max(LIST_DESCRIPTION_MAX, () => M.descriptionTooLong(LIST_DESCRIPTION_MAX)),
  kind: mixed<(typeof LIST_KINDS)[number]>()
    .oneOf(LIST_KINDS)
    .required(() => M.typeRequired)
    .default('Curated List'),
  categories: array(string().required())
    .default([])
    .when('kind', {
      is: 'Saved Search',
      then: (schema) =>
        schema.test(
          'no-commercial',
          () => M.savedSearchCommercial,
          (v) => !v?.includes(COMMERCIAL_SALE),
        ),
    }),
  regions: array(string().required())
    .default([])
    .min(1, () => M.regionsRequired),
  keywords: array(
    string()
      .required()
      .max(KEYWORD_MAX, () => M.keywordTooLong(KEYWORD_MAX)),
  )
    .default([])
    .max(KEYWORDS_MAX, () => M.tooManyKeywords(KEYWORDS_MAX)),
  isPublic: boolean().default(false),
  viewableFromLink: boolean().default(false),
});
export type ListFormValues = InferType<typeof listFormSchema>;
