/**
 * The catalogue's limits, once: the server refuses beyond them and the browser's forms stop there
 * before sending. A limit both sides apply lives here and nowhere else.
 */

// ---- Search ------------------------------------------------------------------------------------
/** A search filter's name ("searchTerm"): at most this many characters. */
export const SEARCH_TERM_MAX = 100;
// Paging of search results: filter/paging.ts.

// ---- Compare -----------------------------------------------------------------------------------
/** The compare page shows 2 to 4 trees side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

// ---- Glossary ----------------------------------------------------------------------------------
export const GLOSSARY_TERM_MAX = 100;
export const GLOSSARY_DEFINITION_MAX = 20_000;
export const GLOSSARY_CAPTION_MAX = 300;
/** Glossary photos: JPEG or PNG; any photo (glossary or tree) at most 15 MB (the image pipeline's limit). */
export const GLOSSARY_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

// ---- Download (spec §9) ------------------------------------------------------------------------
/** The photo-count slider runs from 0 to 60 in steps of 10; 60 means "60 or more". */
export const PHOTO_COUNT_MAX = 60;
export const PHOTO_COUNT_STEP = 10;
/** At most this many genera, families or missing fields in one download; names at most this long. */
export const DOWNLOAD_LIST_MAX = 500;
export const DOWNLOAD_NAME_MAX = 100;

// ---- Lists -------------------------------------------------------------------------------------
export const LIST_NAME_MAX = 100;
export const LIST_DESCRIPTION_MAX = 1024;
/** A list page shows this much of a description before "Read more". */
export const LIST_DESCRIPTION_COLLAPSE = 295;
export const KEYWORD_MAX = 40;
export const KEYWORDS_MAX = 20;
export const NOTE_MAX = 500;
/** An inventory's quantity of a tree. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100_000;
/** Trees added to a list in one request. */
export const ADD_TREES_MAX = 1000;
/** Lists shown per page of the list search. */
export const LIST_SEARCH_PAGE_SIZE = 10;
