import * as yup from 'yup';

/** Spec §5 and §8, verbatim. */
export const GLOSSARY_MESSAGES = {
  termRequired: 'Please enter a term',
  definitionRequired: 'Please enter a definition',
  invalidUrl: 'Invalid URL. Please ensure it starts with https://',
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

export const TERM_MAX = 100;
export const CAPTION_MAX = 300;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Spec §9: glossary photo types. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Every link target in an HTML fragment. */
export function linkTargets(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? '');
}

/** The text of an HTML fragment (an editor's "<p></p>" is empty). */
export const htmlText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

export type EntryValues = { term: string; definition: string };

export const entrySchema = yup.object({
  term: yup
    .string()
    .trim()
    .required(GLOSSARY_MESSAGES.termRequired)
    .max(TERM_MAX, `A term is at most ${TERM_MAX} characters`),
  definition: yup
    .string()
    .test('required', GLOSSARY_MESSAGES.definitionRequired, (value) => !!value && htmlText(value).trim() !== '')
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
  caption: yup.string().max(CAPTION_MAX, `Photo text is at most ${CAPTION_MAX} characters`),
});

export const captionSchema = yup.object({
  caption: yup.string().max(CAPTION_MAX, `Photo text is at most ${CAPTION_MAX} characters`),
});
