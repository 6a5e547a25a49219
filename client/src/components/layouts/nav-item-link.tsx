import { VisuallyHidden } from '@mantine/core';
import { ExternalLinkIcon } from '@/components/ui/icons';
import type { NavItem } from './nav-links';

/** The label of a nav entry; external ones say so (icon + text for screen readers). */
export function NavItemLabel({ item }: { item: NavItem }) {
  if (item.to !== undefined) return <>{item.label}</>;
  return (
    <>
      {item.label} <ExternalLinkIcon />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  );
}
