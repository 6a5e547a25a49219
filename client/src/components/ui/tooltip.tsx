import '@mantine/core/styles/Tooltip.layer.css';

/** Mantine's Tooltip as a chunk of its own: deferred-tooltip.tsx fetches it on first hover. */
export { Tooltip as default } from '@mantine/core';
