import { Button, Menu, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { menuTriggerProps } from './header-buttons';

type HeaderDropdownProps = {
  /** The trigger's content and look (on top of menuTriggerProps), as the placeholder had them. */
  trigger: ReactNode;
  triggerProps?: ButtonProps;
  width: number;
  /** Open as soon as mounted (the visitor activated the placeholder this replaces). */
  openOnMount?: boolean;
  /** The Menu.Items. */
  children: ReactNode;
};

/** A header dropdown (Mantine Menu), the real menu behind a DeferredMenu placeholder. */
export function HeaderDropdown({ trigger, triggerProps, width, openOnMount, children }: HeaderDropdownProps) {
  const targetRef = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);

  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    // Focus our own trigger first, then open it as the visitor did: the menu then returns focus to
    // this button on close (the placeholder that was clicked no longer exists).
    targetRef.current?.focus();
    targetRef.current?.click();
  }, [openOnMount]);

  return (
    <Menu position="bottom-end" shadow="md" width={width}>
      <Menu.Target>
        <Button ref={targetRef} {...menuTriggerProps} {...triggerProps}>
          {trigger}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
