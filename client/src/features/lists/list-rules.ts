import 'virtual:icu-messages/lists';
import {
  asLocale,
  CALIFORNIA_LIST_REGIONS,
  DEFAULT_LOCALE,
  PACIFIC_LIST_REGIONS,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@selectree/rules';
import { translatorFor, type MessageKey, type MessageValues, type Translate } from '@/i18n/i18n';

/**
 * The list form's vocabularies, limits, readings and the sentences it shares with the server are
 * the catalogue rules' (`@selectree/rules`, search-and-lists §4, §5, §8, §9), the ones the server's
 * `services/lists/list-rules.ts` checks by. Only what the browser says alone is worded here.
 */
export {
  ADD_TREES_MAX,
  CALIFORNIA_LIST_REGIONS,
  COMMERCIAL_SALE,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  LIST_CATEGORIES,
  LIST_DESCRIPTION_COLLAPSE,
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  LIST_SEARCH_PAGE_SIZE,
  NOTE_MAX,
  PACIFIC_LIST_REGIONS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  listTypeFor,
  quantityOf,
  type ListKind,
} from '@selectree/rules';
/** The regions as a grouped choice (California first). */
export const LIST_REGION_GROUPS: { group: string; label: MessageKey; items: string[] }[] = [
  { group: 'California', label: 'lists.region.california', items: [...CALIFORNIA_LIST_REGIONS] },
  { group: 'Pacific Islands', label: 'lists.region.pacific', items: [...PACIFIC_LIST_REGIONS] },
];

/** The page's translator (lists' code outside React: toasts, the form's checks), English on the server. */
export function listT(): Translate {
  const lang = typeof document === 'undefined' ? null : asLocale(document.documentElement.lang);
  return translatorFor(lang ?? DEFAULT_LOCALE);
}
const m = (key: MessageKey, values?: MessageValues) => listT()(key, values);

/**
 * Messages the browser words itself (spec §8), verbatim in English (the rules' LIST_MESSAGES where
 * the server says the same: lists-messages.test.ts holds them equal), in the page's language when read:
 * getters, so a message is worded when shown. The server's success messages come with its answers.
 */
export const LIST_CLIENT_MESSAGES = {
  get nameRequired() {
    return m('lists.msg.nameRequired');
  },
  get descriptionRequired() {
    return m('lists.msg.descriptionRequired');
  },
  get typeRequired() {
    return m('lists.msg.typeRequired');
  },
  get regionsRequired() {
    return m('lists.msg.regionsRequired');
  },
  nameTooLong: (max: number) => m('lists.msg.nameTooLong', { max }),
  descriptionTooLong: (max: number) => m('lists.msg.descriptionTooLong', { max }),
  noteTooLong: (max: number) => m('lists.msg.noteTooLong', { max }),
  keywordTooLong: (max: number) => m('lists.msg.keywordTooLong', { max }),
  tooManyKeywords: (max: number) => m('lists.msg.tooManyKeywords', { max }),
  get savedSearchCommercial() {
    return m('lists.msg.savedSearchCommercial');
  },
  get savedSearchNoFilters() {
    return m('lists.msg.savedSearchNoFilters');
  },
  resultTooLarge: (total: number, max: number) => m('lists.msg.resultTooLarge', { total, max }),
  get singleTree() {
    return m('lists.msg.singleTree');
  },
  get createFailed() {
    return m('lists.msg.createFailed');
  },
  get updateFailed() {
    return m('lists.msg.updateFailed');
  },
  get savedSearchUpdateFailed() {
    return m('lists.msg.savedSearchUpdateFailed');
  },
  get duplicateFailed() {
    return m('lists.msg.duplicateFailed');
  },
  get duplicated() {
    return m('lists.msg.duplicated');
  },
  get editAfterDuplicateFailed() {
    return m('lists.msg.editAfterDuplicateFailed');
  },
  get followFailed() {
    return m('lists.msg.followFailed');
  },
  get unfollowFailed() {
    return m('lists.msg.unfollowFailed');
  },
  get removeFailed() {
    return m('lists.msg.removeFailed');
  },
  addFailed: (tree: string, list: string) => m('lists.msg.addFailed', { tree, list }),
  removeTreeFailed: (tree: string, list: string) => m('lists.msg.removeTreeFailed', { tree, list }),
  get unknownError() {
    return m('lists.msg.unknownError');
  },
  get noConnection() {
    return m('lists.msg.noConnection');
  },
  get noSuchUser() {
    return m('lists.msg.noSuchUser');
  },
  get removeCollaboratorFailed() {
    return m('lists.msg.removeCollaboratorFailed');
  },
  banFailed: (banned: boolean) => m(banned ? 'lists.msg.banFailed' : 'lists.msg.unbanFailed'),
  get copiedLink() {
    return m('lists.msg.copiedLink');
  },
  get copyFailed() {
    return m('lists.msg.copyFailed');
  },
  get newLinkFailed() {
    return m('lists.msg.newLinkFailed');
  },
  get noAccess() {
    return m('lists.msg.noAccess');
  },
  get attemptingDownload() {
    return m('lists.msg.attemptingDownload');
  },
  get downloadSuccess() {
    return m('lists.msg.downloadSuccess');
  },
  get downloadFailed() {
    return m('lists.msg.downloadFailed');
  },
  get badQuantity() {
    return m('lists.msg.badQuantity', { min: QUANTITY_MIN, max: QUANTITY_MAX });
  },
  get noteSaved() {
    return m('lists.msg.noteSaved');
  },
  get quantitySaved() {
    return m('lists.msg.quantitySaved');
  },
  get sendInvitation() {
    return m('lists.msg.sendInvitation');
  },
};
