import 'virtual:icu-messages/titles';
import { useT, type MessageKey, type MessageValues } from '@/i18n/i18n';
import { PageTitle } from './page-title';

/**
 * A screen's browser tab title in the page's language: a message of the `titles` namespace (its
 * English rides with the screens, never with the first page).
 */
export function ScreenTitle({ name, values }: { name: MessageKey; values?: MessageValues }) {
  return <PageTitle title={useT()(name, values)} />;
}
