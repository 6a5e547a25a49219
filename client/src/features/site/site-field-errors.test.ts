import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { loadErrorMessages } from '@/lib/error-messages';
import { EMPTY_SITE, type SiteForm } from '@/lib/site-url';
import type { Locale, Units } from '@selectree/rules';
import { siteRefusedFields } from './hooks/use-site';
import { isSiteSearchable, siteFieldErrors, siteFormProblems, type SiteFieldErrors } from './site-field-errors';

const site = (values: Partial<SiteForm>): SiteForm => ({ ...EMPTY_SITE, zip: '95616', ...values });

function errorsOf(
  values: Partial<SiteForm>,
  {
    locale = 'en',
    units = 'imperial',
    zipMissing = false,
    refused = {},
  }: Partial<{
    locale: Locale;
    units: Units;
    zipMissing: boolean;
    refused: SiteFieldErrors;
  }> = {},
) {
  const t = translatorFor(locale);
  return siteFieldErrors({ site: site(values), zipMissing, refused, t, lengths: { units, locale } });
}

/** A BAD_USER_INPUT answer as the server's ValidationError sends it (message "field: detail", fieldErrors). */
const refusal = (field: string, detail: string) =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: `${field}: ${detail}`,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message: detail }] },
      },
    ],
  });

describe('the site form’s field errors', () => {
  it('the strip width: the shared rule’s problems, worded without the field’s API name', () => {
    expect(errorsOf({ stripWidth: 'abc' })).toEqual({ stripWidth: 'Type the width as a number.' });
    expect(errorsOf({ stripWidth: '-5' })).toEqual({ stripWidth: 'The width must be more than 0.' });
    expect(errorsOf({ stripWidth: '0' })).toEqual({ stripWidth: 'The width must be more than 0.' });
    expect(errorsOf({ stripWidth: '150' })).toEqual({
      stripWidth: 'The width can be at most 100 ft: a wider strip is open ground.',
    });
    expect(errorsOf({ stripWidth: '4' })).toEqual({});
    expect(errorsOf({ stripWidth: '' })).toEqual({});
  });

  it('in metres (the address holds the feet the typed metres make, or what was typed when not a width)', () => {
    expect(errorsOf({ stripWidth: '-1' }, { units: 'metric' })).toEqual({
      stripWidth: 'The width must be more than 0.',
    });
    expect(errorsOf({ stripWidth: '101.7' }, { units: 'metric' })).toEqual({
      stripWidth: 'The width can be at most 30 m: a wider strip is open ground.',
    });
  });

  it('a Sunset zone there is none of, and a ZIP with no USDA zone', () => {
    expect(errorsOf({ sunset: '25' })).toEqual({ sunset: 'There is no Sunset zone 25: type 1 to 24, H1 or H2.' });
    expect(errorsOf({ sunset: 'H1' })).toEqual({});
    expect(errorsOf({ zip: '12345' }, { zipMissing: true })).toEqual({
      zip: 'No USDA zone is known for ZIP code 12345.',
    });
    // Not five digits yet: the page asks for them, it does not call them wrong.
    expect(errorsOf({ zip: '1234' }, { zipMissing: true })).toEqual({});
  });

  it('the server’s refusal of a field is shown at it; the rules’ and the ZIP lookup’s words come first', () => {
    expect(errorsOf({}, { refused: { zip: 'No USDA zone is known for ZIP code 95616.' } })).toEqual({
      zip: 'No USDA zone is known for ZIP code 95616.',
    });
    expect(
      errorsOf(
        { zip: '12345', stripWidth: 'x' },
        { zipMissing: true, refused: { zip: 'server', stripWidth: 'server' } },
      ),
    ).toEqual({ zip: 'No USDA zone is known for ZIP code 12345.', stripWidth: 'Type the width as a number.' });
  });

  it('a site is asked for only with a five-digit ZIP and nothing the rules refuse', () => {
    expect(isSiteSearchable(site({ stripWidth: '4', sunset: '14' }))).toBe(true);
    expect(isSiteSearchable(site({ stripWidth: '4,5' }))).toBe(false);
    expect(isSiteSearchable(site({ sunset: 'H3' }))).toBe(false);
    expect(isSiteSearchable(site({ zip: '9561' }))).toBe(false);
    expect(siteFormProblems(site({ stripWidth: '-5', sunset: '0' }))).toEqual({
      sunset: 'unknown',
      stripWidth: 'not_positive',
    });
  });

  it('in Spanish', async () => {
    await loadCatalogue('es');
    expect(errorsOf({ zip: '12345', sunset: '30' }, { locale: 'es', zipMissing: true })).toEqual({
      zip: 'No se conoce ninguna zona USDA para el ZIP 12345.',
      sunset: 'No existe la zona Sunset 30: escriba de 1 a 24, H1 o H2.',
    });
    expect(errorsOf({ stripWidth: 'abc' }, { locale: 'es' })).toEqual({
      stripWidth: 'Escriba el ancho como un número.',
    });
    expect(errorsOf({ stripWidth: '120' }, { locale: 'es', units: 'metric' })).toEqual({
      stripWidth: 'El ancho puede ser como máximo 30 m: una franja más ancha es terreno abierto.',
    });
  });
});

describe('the server’s refusal of the form’s fields', () => {
  it('by the form’s field names, the server’s words without the field’s name', () => {
    expect(siteRefusedFields(refusal('zip', 'No USDA zone is known for ZIP code 12345.'))).toEqual({
      zip: 'No USDA zone is known for ZIP code 12345.',
    });
    expect(siteRefusedFields(refusal('strip_width', 'must be more than 0 feet'))).toEqual({
      stripWidth: 'must be more than 0 feet',
    });
  });

  it('nothing for what the form has no field for, a refusal without field errors, or a failure', () => {
    expect(siteRefusedFields(refusal('goals', 'unknown goal "beauty"'))).toEqual({});
    expect(
      siteRefusedFields(
        new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] }),
      ),
    ).toEqual({});
    expect(siteRefusedFields(new Error('Network down'))).toEqual({});
    expect(siteRefusedFields(undefined)).toEqual({});
  });

  it('in another language, the code’s message (the server words its messages in English)', async () => {
    await loadErrorMessages('es');
    document.documentElement.lang = 'es';
    try {
      expect(siteRefusedFields(refusal('zip', 'No USDA zone is known for ZIP code 12345.'))).toEqual({
        zip: 'Revise lo que escribió e inténtelo de nuevo.',
      });
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
