import { useMemo } from 'react';
import type { Units } from '@selectree/rules';
import { useLocale } from '@/i18n/i18n';
import { useUnits } from './units';

/**
 * The units and the language lengths are shown in (catalogue-labels' LengthDisplay). A module of
 * its own: only the screens that show lengths load it, not the first page.
 */
export function useLengthDisplay(): { units: Units; locale: string } {
  const { units } = useUnits();
  const { locale } = useLocale();
  return useMemo(() => ({ units, locale }), [units, locale]);
}
