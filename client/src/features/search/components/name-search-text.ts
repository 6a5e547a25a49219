/** The name search's words, shared by the first page's plain form and the suggestion box. */
export const NAME_SEARCH_LABEL = 'Search trees by name';
export const NAME_SEARCH_DESCRIPTION = 'Common or scientific name, synonyms too';
export const NAME_SEARCH_PLACEHOLDER = 'e.g. coast live oak';
