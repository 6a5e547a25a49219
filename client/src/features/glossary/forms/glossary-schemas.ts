import {
  GLOSSARY_CAPTION_MAX,
  GLOSSARY_MESSAGES as RULE_MESSAGES,
  GLOSSARY_PHOTO_TYPES,
  GLOSSARY_TERM_MAX,
  PHOTO_MAX_BYTES,
} from '@selectree/rules';
import * as yup from 'yup';

/** Spec §5 and §8, verbatim. */
export const GLOSSARY_MESSAGES = {
  termRequired: RULE_MESSAGES.termRequired,
  definitionRequired: RULE_MESSAGES.definitionRequired,
  invalidUrl: RULE_MESSAGES.invalidUrl,
  createFailed: 'Failed to create new glossary term.',
  updateFailed: 'Failed to update entry.',
  deleteFailed: 'Failed to delete entry.',
  uploadFailed: 'Failed to upload photo.',
  deletePhotoFailed: 'Failed to delete photo.',
  photoTextFailed: 'Failed to update photo text.',
  // Success toasts exist in the spec; their wording is not shown there.
  created: 'Glossary term added.',
  updated: 'Entry updated.',
  deleted: 'Entry deleted.',
  uploaded: 'Photo uploaded.',
  photoDeleted: 'Photo deleted.',
  photoTextUpdated: 'Photo text updated.',
  photoType: 'Photos must be JPEG or PNG images',
  photoRequired: 'Choose a photo',
  photoTooLarge: 'The photo is larger than 15 MB',
};

/** Spec §8: deleting an entry or a photo asks first. */
export const DELETE_ENTRY_CONFIRM = 'Are you sure you wish to delete? There is NO undoing this action.';
export const DELETE_PHOTO_CONFIRM = 'Are you sure you wish to delete this photo? There is no undoing this action.';

export { GLOSSARY_CAPTION_MAX as CAPTION_MAX, GLOSSARY_TERM_MAX as TERM_MAX, PHOTO_MAX_BYTES };
/** Spec §9: glossary photo types. */
export const PHOTO_TYPES = GLOSSARY_PHOTO_TYPES;

/** Every link target in an HTML fragment. */
export function linkTargets(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? '');
}

/** The text of an HTML fragment (an editor's "<p></p>" is empty). */
export const htmlText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** termEs, definitionEs: the optional Spanish pair (issue 28), both or neither, as the server rules. */
export type EntryValues = { term: string; definition: string; termEs: string; definitionEs: string };

const hasText = (html: string | undefined) => !!html && htmlText(html).trim() !== '';

export const entrySchema = yup.object({
  term: yup
    .string()
    .trim()
    .required(GLOSSARY_MESSAGES.termRequired)
    .max(GLOSSARY_TERM_MAX, RULE_MESSAGES.termTooLong(GLOSSARY_TERM_MAX)),
  definition: yup
    .string()
    .test('required', GLOSSARY_MESSAGES.definitionRequired, (value) => !!value && htmlText(value).trim() !== '')
    .test('https', GLOSSARY_MESSAGES.invalidUrl, (value) =>
      linkTargets(value ?? '').every((href) => /^https:\/\/[^\s/]+/i.test(href.trim())),
    ),
  termEs: yup
    .string()
    .trim()
    .max(GLOSSARY_TERM_MAX, RULE_MESSAGES.termTooLong(GLOSSARY_TERM_MAX))
    .test('pair', RULE_MESSAGES.spanishTermRequired, (value, context) =>
      hasText(context.parent.definitionEs) ? !!value?.trim() : true,
    ),
  definitionEs: yup
    .string()
    .test('pair', RULE_MESSAGES.spanishDefinitionRequired, (value, context) =>
      context.parent.termEs?.trim() ? hasText(value) : true,
    )
    .test('https', GLOSSARY_MESSAGES.invalidUrl, (value) =>
      linkTargets(value ?? '').every((href) => /^https:\/\/[^\s/]+/i.test(href.trim())),
    ),
});

export type PhotoValues = { photo: File | null; caption: string };

export const photoSchema = yup.object({
  photo: yup
    .mixed<File>()
    .nullable()
    .test('required', GLOSSARY_MESSAGES.photoRequired, (file) => !!file)
    .test(
      'type',
      GLOSSARY_MESSAGES.photoType,
      (file) => !file || (PHOTO_TYPES as readonly string[]).includes(file.type),
    )
    .test('size', GLOSSARY_MESSAGES.photoTooLarge, (file) => !file || file.size <= PHOTO_MAX_BYTES),
  caption: yup.string().max(GLOSSARY_CAPTION_MAX, RULE_MESSAGES.captionTooLong(GLOSSARY_CAPTION_MAX)),
});

export const captionSchema = yup.object({
  caption: yup.string().max(GLOSSARY_CAPTION_MAX, RULE_MESSAGES.captionTooLong(GLOSSARY_CAPTION_MAX)),
});
