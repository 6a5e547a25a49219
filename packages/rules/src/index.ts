/**
 * @selectree/rules: the catalogue's rules that both the server and the browser apply, written
 * once. Pure TypeScript: no server, no browser, no Node built-ins (lint refuses them here).
 *
 *   names/        search keys, text case, scientific names, the trigram measures, name matching
 *   vocabulary/   coded values and their labels, trait vocabularies, regions, list vocabularies
 *   filter/       what a search filter's values mean, its vocabulary and choices, paging and sort
 *   search/       the in-process search index: facets, name tiers, typos (server and offline copy)
 *   site/         site recommendations: the site input, the site facts, the constraints, goals and ranking
 *   limits.ts     the limits both sides hold (search term, compare, glossary, download, lists)
 *   locale*.ts    the interface languages, and which one a request gets (?lang=, cookie, Accept-Language)
 *   units.ts      feet or metres (issue 28.5): the choice (?units=, cookie) and the conversions, at display only
 *   i18n/         the ICU message formatter (browser and e-mails) and the parse-free half of compiling
 */
export * from './names/search-key';
export * from './names/text-case';
export * from './names/scientific-name';
export * as trigram from './names/trigram';
export { STRICT_WORD_SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD, asciiKey } from './names/trigram';
export * from './names/name-match';
export * from './vocabulary/vocabulary';
export * from './vocabulary/trait-vocabularies';
export * from './vocabulary/regions';
export * from './lists';
export * from './filter/filter-vocabulary';
export * from './filter/filter-keys';
export * from './filter/paging';
export * from './filter/search-filter';
export * from './filter/filter-input';
export * from './search/index';
export * from './site/index';
export * from './limits';
export * from './glossary';
export * from './passwords';
export * from './locale';
export * from './locale-choice';
export * from './units';
export * from './number-format';
export * from './i18n/format';
export * from './i18n/compile';
