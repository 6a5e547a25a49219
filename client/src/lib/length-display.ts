import 'virtual:icu-messages/lengths';
import { useMemo } from 'react';
import type { Units } from '@selectree/rules';
import { useLocale, useT, type Translate } from '@/i18n/i18n';
import type { LengthDisplay, LengthWords } from './catalogue-labels';
import { useUnits } from './units';

/** The length words ("to", "/yr", "wide", the growth speed) in `t`'s language. */
export function lengthWords(t: Translate): LengthWords {
  return {
    range: (low, high) => t('lengths.range', { low, high }),
    perYear: (amount, symbol, speed) => t('lengths.perYear', { amount, symbol, speed }),
    moreThan: (amount) => t('lengths.moreThan', { amount }),
    wide: (width, symbol) => t('lengths.wide', { width, symbol }),
    moreThanWide: (width, symbol) => t('lengths.moreThanWide', { width, symbol }),
    speed: (speed) => t(`lengths.speed.${speed}`),
  };
}

/**
 * The units, the language and the words lengths are shown in (catalogue-labels' LengthDisplay). A
 * module of its own: only the screens that show lengths load it (and the `lengths` messages), not
 * the first page.
 */
export function useLengthDisplay(): LengthDisplay & { units: Units; locale: string } {
  const [{ units }, { locale }, t] = [useUnits(), useLocale(), useT()];
  return useMemo(() => ({ units, locale, words: lengthWords(t) }), [units, locale, t]);
}
