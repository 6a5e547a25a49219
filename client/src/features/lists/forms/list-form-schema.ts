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

/** The list form (spec §5): the browser's first check; the server checks again and has the last word. */
export const listFormSchema = object({
  name: string().default('').trim().required(M.nameRequired).max(LIST_NAME_MAX, M.tooLong('Name', LIST_NAME_MAX)),
  description: string()
    .default('')
    .trim()
    .required(M.descriptionRequired)
    .max(LIST_DESCRIPTION_MAX, M.tooLong('Description', LIST_DESCRIPTION_MAX)),
  kind: mixed<(typeof LIST_KINDS)[number]>().oneOf(LIST_KINDS).required(M.typeRequired).default('Curated List'),
  categories: array(string().required())
    .default([])
    .when('kind', {
      is: 'Saved Search',
      then: (schema) => schema.test('no-commercial', M.savedSearchCommercial, (v) => !v?.includes(COMMERCIAL_SALE)),
    }),
  regions: array(string().required()).default([]).min(1, M.regionsRequired),
  keywords: array(string().required().max(KEYWORD_MAX, `A keyword must be at most ${KEYWORD_MAX} characters`))
    .default([])
    .max(KEYWORDS_MAX, `At most ${KEYWORDS_MAX} keywords`),
  isPublic: boolean().default(false),
  viewableFromLink: boolean().default(false),
});
export type ListFormValues = InferType<typeof listFormSchema>;
