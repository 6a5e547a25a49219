import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown in the page area while a screen's code or data loads. */
export function PageLoader() {
  return (
    <Center mih="40vh" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
