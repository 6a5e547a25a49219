import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useT } from '@/i18n/i18n';

/** Shown in the page area while a screen's code or data loads. */
export function PageLoader() {
  const t = useT();
  return (
    <Center mih="40vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('page.loading')}</VisuallyHidden>
    </Center>
  );
}
