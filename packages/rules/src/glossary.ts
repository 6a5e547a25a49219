/** The glossary's sentences (detail-editing-accounts §5, §8, verbatim, and this API's own), for the form and the server alike. */
export const GLOSSARY_MESSAGES = {
  termRequired: 'Please enter a term',
  definitionRequired: 'Please enter a definition',
  invalidUrl: 'Invalid URL. Please ensure it starts with https://',
  termTooLong: (max: number) => `A term is at most ${max} characters`,
  termPlain: 'A term is plain text (no markup)',
  definitionTooLong: (max: number) => `A definition is at most ${max.toLocaleString('en-US')} characters`,
  captionTooLong: (max: number) => `Photo text is at most ${max} characters`,
  captionPlain: 'Photo text is plain text (no markup or scripts)',
  termTaken: (term: string) => `The glossary already has the term "${term}": edit that entry instead`,
  notFound: 'There is no such glossary entry',
  photoNotFound: 'There is no such glossary photo',
  photoType: 'Glossary photos must be JPEG or PNG images',
  tooManyPhotos: (max: number) => `A glossary entry has at most ${max} photos`,
  notText: (field: string) => `${field} must be text`,
  /** The optional Spanish term and definition (issue 28) go together. */
  spanishTermRequired: 'A Spanish definition needs its Spanish term',
  spanishDefinitionRequired: 'A Spanish term needs its Spanish definition',
};
