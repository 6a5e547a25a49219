import { feetOf, lengthIn, type Units } from '@selectree/rules';

/**
 * The site form's planting strip width (issue 28.5): the address and the query hold feet; in
 * metric the visitor reads and types metres, converted here.
 */

/** The width the address holds (feet), as the form shows it in `units` ("6.6" ft reads "2" m). */
export function stripWidthShown(feet: string, units: Units): string {
  const value = Number(feet);
  if (units === 'imperial' || feet.trim() === '' || !Number.isFinite(value)) return feet;
  return String(lengthIn(value, units));
}

/**
 * A width typed in `units` ("2", or "2,5" with a decimal comma) as the feet the address and the
 * query take ("6.6"); what is not a positive number is passed on as typed, for the form to refuse.
 */
export function stripWidthFeet(typed: string, units: Units): string {
  if (units === 'imperial') return typed;
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() !== '' && Number.isFinite(value) && value > 0 ? String(feetOf(value, units)) : typed;
}
