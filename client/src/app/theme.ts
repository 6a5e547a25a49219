import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Leaf greens; shade 7 on white passes WCAG AA for text (5.6:1). */
const forest: MantineColorsTuple = [
  '#edf7ee',
  '#dcecdd',
  '#b6d8b9',
  '#8dc292',
  '#6aaf71',
  '#53a35b',
  '#459c4e',
  '#2d7637',
  '#27692f',
  '#1a5a25',
];

/** Ocean teals for the Pacific Islands edition. */
const lagoon: MantineColorsTuple = [
  '#e3fafc',
  '#ccf0f3',
  '#9cdfe6',
  '#68ced8',
  '#41c0cc',
  '#29b7c5',
  '#15b2c1',
  '#0e6e7a',
  '#005d68',
  '#004e58',
];

/** Bark browns for accents (donate, quotes). */
const bark: MantineColorsTuple = [
  '#fbf3e9',
  '#f1e4d3',
  '#e3c7a4',
  '#d5a872',
  '#c98e48',
  '#c27e2e',
  '#bf7620',
  '#8a5a1c',
  '#7a4f16',
  '#6a430e',
];

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 7,
  colors: { forest, lagoon, bark },
  fontFamily: systemSans,
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * How the app's MantineProvider is configured (app/provider.tsx). The theme's CSS variables and
 * Mantine's global classes are not written into each page: they are app/mantine-theme.css, in the
 * entry's stylesheet, held to what the provider would write by app/mantine-theme.test.tsx.
 */
export const MANTINE_PROVIDER_PROPS = {
  theme,
  forceColorScheme: 'light',
  withCssVariables: false,
  withGlobalClasses: false,
} as const;
