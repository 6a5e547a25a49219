/**
 * The keys of the catalogues (docs/i18n.md), typed from each namespace's English file: a key that
 * no catalogue has fails the type check. A new namespace directory (catalogues/<name>/) is checked
 * by catalogues.test.ts by itself; add its English file here to use its keys.
 */
import type accounts from './catalogues/accounts/en.json';
import type admin from './catalogues/admin/en.json';
import type community from './catalogues/community/en.json';
import type compare from './catalogues/compare/en.json';
import type comparePage from './catalogues/comparePage/en.json';
import type device from './catalogues/device/en.json';
import type download from './catalogues/download/en.json';
import type glossary from './catalogues/glossary/en.json';
import type glossaryEdit from './catalogues/glossaryEdit/en.json';
import type info from './catalogues/info/en.json';
import type lengths from './catalogues/lengths/en.json';
import type lists from './catalogues/lists/en.json';
import type offline from './catalogues/offline/en.json';
import type results from './catalogues/results/en.json';
import type search from './catalogues/search/en.json';
import type settings from './catalogues/settings/en.json';
import type shell from './catalogues/shell/en.json';
import type site from './catalogues/site/en.json';
import type siteWords from './catalogues/siteWords/en.json';
import type titles from './catalogues/titles/en.json';
import type tree from './catalogues/tree/en.json';
import type treeEdit from './catalogues/treeEdit/en.json';
import type ui from './catalogues/ui/en.json';
import type upload from './catalogues/upload/en.json';
import type vocab from './catalogues/vocab/en.json';

type Catalogues = {
  accounts: typeof accounts;
  admin: typeof admin;
  community: typeof community;
  compare: typeof compare;
  comparePage: typeof comparePage;
  device: typeof device;
  download: typeof download;
  glossary: typeof glossary;
  glossaryEdit: typeof glossaryEdit;
  info: typeof info;
  lengths: typeof lengths;
  lists: typeof lists;
  offline: typeof offline;
  results: typeof results;
  search: typeof search;
  settings: typeof settings;
  shell: typeof shell;
  site: typeof site;
  siteWords: typeof siteWords;
  titles: typeof titles;
  tree: typeof tree;
  treeEdit: typeof treeEdit;
  ui: typeof ui;
  upload: typeof upload;
  vocab: typeof vocab;
};

export type Namespace = keyof Catalogues;

/** A message of the catalogues (English names them all; a test holds Spanish to it). */
export type MessageKey = { [N in Namespace]: keyof Catalogues[N] & string }[Namespace];
