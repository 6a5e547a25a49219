import { useT } from '@/i18n/i18n';
import { StatusPage } from './status-page';

/**
 * The error page (spec wording, `page.error*` in the shell's messages): heading, message, a Back
 * button and a Home link. `message`: a screen's own words instead of the spec's (already translated).
 */
export function ErrorPage({ message }: { message?: string }) {
  const t = useT();
  return (
    <StatusPage
      title={t('page.error')}
      heading={t('page.errorHeading')}
      homeVariant="subtle"
      labels={{ back: t('page.back'), home: t('page.home') }}
    >
      {message ?? t('page.errorText')}
    </StatusPage>
  );
}
