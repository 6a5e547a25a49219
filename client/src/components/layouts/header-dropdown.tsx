import { Button, Menu } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { MenuTrigger } from './deferred-menu';
import { menuTriggerProps } from './header-buttons';

type HeaderDropdownProps = {
  /** The trigger's look and content, handed over by the placeholder this replaces. */
  trigger: MenuTrigger;
  width: number;
  /** The Menu.Items. */
  children: ReactNode;
};

/**
 * A header dropdown (Mantine Menu), the real menu behind a DeferredMenu placeholder. It is mounted
 * only once the visitor activated that placeholder, so it opens at once.
 */
export function HeaderDropdown({ trigger, width, children }: HeaderDropdownProps) {
  const targetRef = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);

  useEffect(() => {
    if (openedOnMount.current) return;
    openedOnMount.current = true;
    // Focus our own trigger first, then open it as the visitor did: the menu then returns focus to
    // this button on close (the placeholder that was clicked no longer exists).
    targetRef.current?.focus();
    targetRef.current?.click();
  }, []);

  return (
    <Menu position="bottom-end" shadow="md" width={width}>
      <Menu.Target>
        <Button ref={targetRef} {...menuTriggerProps} {...trigger} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
