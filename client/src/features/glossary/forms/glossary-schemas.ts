import { GLOSSARY_CAPTION_MAX, GLOSSARY_PHOTO_TYPES, GLOSSARY_TERM_MAX, PHOTO_MAX_BYTES } from '@selectree/rules';
import * as yup from 'yup';
import type { MessageKey, Translate } from '@/i18n/i18n';

/**
 * Spec §5 and §8's messages and the form's checks, as keys of the `glossaryEdit` namespace (English:
 * the spec's words, verbatim, and the shared rules' own, which the server answers with: a test holds
 * them together). The forms show them in the page's language (`glossaryErrorText`).
 */
export const GLOSSARY_MESSAGES = {
  termRequired: 'glossaryEdit.termRequired',
  definitionRequired: 'glossaryEdit.definitionRequired',
  invalidUrl: 'glossaryEdit.invalidUrl',
  termTooLong: 'glossaryEdit.termTooLong',
  captionTooLong: 'glossaryEdit.captionTooLong',
  spanishTermRequired: 'glossaryEdit.spanishTermRequired',
  spanishDefinitionRequired: 'glossaryEdit.spanishDefinitionRequired',
  createFailed: 'glossaryEdit.createFailed',
  updateFailed: 'glossaryEdit.updateFailed',
  deleteFailed: 'glossaryEdit.deleteFailed',
  uploadFailed: 'glossaryEdit.uploadFailed',
  deletePhotoFailed: 'glossaryEdit.deletePhotoFailed',
  photoTextFailed: 'glossaryEdit.photoTextFailed',
  // Success toasts exist in the spec; their wording is not shown there.
  created: 'glossaryEdit.created',
  updated: 'glossaryEdit.updated',
  deleted: 'glossaryEdit.deleted',
  uploaded: 'glossaryEdit.uploaded',
  photoDeleted: 'glossaryEdit.photoDeleted',
  photoTextUpdated: 'glossaryEdit.photoTextUpdated',
  photoType: 'glossaryEdit.photoType',
  photoRequired: 'glossaryEdit.photoRequired',
  photoTooLarge: 'glossaryEdit.photoTooLarge',
  /** Spec §8: deleting an entry or a photo asks first. */
  deleteEntryConfirm: 'glossaryEdit.deleteEntryConfirm',
  deletePhotoConfirm: 'glossaryEdit.deletePhotoConfirm',
} as const satisfies Record<string, MessageKey>;

/** A check's message (a key above; a server's answer is its own text) in `t`'s language, with its limits. */
export const glossaryErrorText = (t: Translate, message: string | undefined): string | undefined =>
  message && t(message as MessageKey, { termMax: GLOSSARY_TERM_MAX, captionMax: GLOSSARY_CAPTION_MAX });

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
    .max(GLOSSARY_TERM_MAX, GLOSSARY_MESSAGES.termTooLong),
  definition: yup
    .string()
    .test('required', GLOSSARY_MESSAGES.definitionRequired, (value) => !!value && htmlText(value).trim() !== '')
    .test('https', GLOSSARY_MESSAGES.invalidUrl, (value) =>
      linkTargets(value ?? '').every((href) => /^https:\/\/[^\s/]+/i.test(href.trim())),
    ),
  termEs: yup
    .string()
    .trim()
    .max(GLOSSARY_TERM_MAX, GLOSSARY_MESSAGES.termTooLong)
    .test('pair', GLOSSARY_MESSAGES.spanishTermRequired, (value, context) =>
      hasText(context.parent.definitionEs) ? !!value?.trim() : true,
    ),
  definitionEs: yup
    .string()
    .test('pair', GLOSSARY_MESSAGES.spanishDefinitionRequired, (value, context) =>
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
  caption: yup.string().max(GLOSSARY_CAPTION_MAX, GLOSSARY_MESSAGES.captionTooLong),
});

export const captionSchema = yup.object({
  caption: yup.string().max(GLOSSARY_CAPTION_MAX, GLOSSARY_MESSAGES.captionTooLong),
});
