import { Button, type ButtonProps } from '@mantine/core';
import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { menuTriggerProps } from './header-buttons';

/** A menu trigger's look (on top of menuTriggerProps) and content. */
export type MenuTrigger = ButtonProps & { children: ReactNode };

type DeferredMenuProps = MenuTrigger & {
  /** Fetches the real menu's code (the import its `lazy` wraps), so pointing at it preloads. */
  load: () => Promise<unknown>;
  /** The real menu, mounted already open; it is handed the placeholder's trigger to look the same. */
  menu: (trigger: MenuTrigger) => ReactNode;
};

/**
 * A header dropdown whose code (Mantine Menu and its positioning engine) stays off the first page.
 * Until first used it is a plain button that looks the same; pointing at it or focusing it fetches
 * the menu, and activating it (click, Enter, Space, ArrowDown) mounts the real menu already open.
 */
export function DeferredMenu({ load, menu, ...trigger }: DeferredMenuProps) {
  const [activated, setActivated] = useState(false);
  const preload = () => {
    void load();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActivated(true);
    }
  };

  const placeholder = (
    <Button
      {...menuTriggerProps}
      {...trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setActivated(true)}
      onKeyDown={onKeyDown}
    />
  );

  if (!activated) return placeholder;
  return <Suspense fallback={placeholder}>{menu(trigger)}</Suspense>;
}
