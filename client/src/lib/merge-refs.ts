import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, by Mantine's own equivalent: one ref callback that sets
 * every given ref (and runs their React 19 cleanups). Mantine's ScrollArea (inside Table, Modal,
 * Select, ...) imports only this from @floating-ui/react; the build points that one import here
 * (vite.plugins.ts, scrollAreaRefs), so a page with a table or a dialog does not fetch the
 * positioning engine (two chunks, ~15 kB as sent) that only menus, popovers and tooltips need.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T | null>(...refs);
}
