import { VisuallyHidden } from '@mantine/core';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { useT } from '@/i18n/i18n';
import type { NavItem } from './nav-links';

/** The label of a nav entry; external ones say so (icon + text for screen readers). */
export function NavItemLabel({ item }: { item: NavItem }) {
  const t = useT();
  if (item.to !== undefined) return <>{t(item.label)}</>;
  return (
    <>
      {t(item.label)} <ExternalLinkIcon />
      <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
    </>
  );
}
