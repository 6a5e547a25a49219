import { useT } from '@/i18n/i18n';
import { StatusPage } from './status-page';

/** Any path the site does not know (in the entry: its messages are the shell's, `page.*`). */
export function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage
      title={t('page.notFound')}
      heading={t('page.notFoundHeading')}
      homeVariant="filled"
      labels={{ back: t('page.back'), home: t('page.home') }}
    >
      {t('page.notFoundText')}
    </StatusPage>
  );
}
