import 'virtual:icu-messages/offline';
import { translatorFor, type Translate } from '@/i18n/i18n';
import { formatDate, formatSize, type CopyMeta } from './offline-copy';

/**
 * The status line of a copy (issue 27.2, exact words in English), in `t`'s language: the date and the
 * size in its way. Apart from offline-copy.ts, which the offline GraphQL code loads without messages.
 */
export function readyLine(meta: CopyMeta, t: Translate = translatorFor('en')): string {
  return t('offline.ready', { date: formatDate(meta.asOf, t.locale), size: formatSize(meta.bytes, t.locale) });
}
