/**
 * The keys of the catalogues (docs/i18n.md), typed from each namespace's English file: a key that
 * no catalogue has fails the type check. A new namespace directory (catalogues/<name>/) is checked
 * by catalogues.test.ts by itself; add its English file here to use its keys.
 */
import type accounts from './catalogues/accounts/en.json';
import type compare from './catalogues/compare/en.json';
import type comparePage from './catalogues/comparePage/en.json';
import type glossary from './catalogues/glossary/en.json';
import type lists from './catalogues/lists/en.json';
import type offline from './catalogues/offline/en.json';
import type results from './catalogues/results/en.json';
import type titles from './catalogues/titles/en.json';
import type search from './catalogues/search/en.json';
import type shell from './catalogues/shell/en.json';
import type tree from './catalogues/tree/en.json';
import type ui from './catalogues/ui/en.json';
import type vocab from './catalogues/vocab/en.json';

type Catalogues = {
  accounts: typeof accounts;
  compare: typeof compare;
  comparePage: typeof comparePage;
  glossary: typeof glossary;
  lists: typeof lists;
  offline: typeof offline;
  results: typeof results;
  search: typeof search;
  shell: typeof shell;
  tree: typeof tree;
  titles: typeof titles;
  ui: typeof ui;
  vocab: typeof vocab;
};

export type Namespace = keyof Catalogues;

/** A message of the catalogues (English names them all; a test holds Spanish to it). */
export type MessageKey = { [N in Namespace]: keyof Catalogues[N] & string }[Namespace];
