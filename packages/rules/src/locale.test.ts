import { asLocale } from './locale';
import { chooseLocale, cookieValue, localeFromAcceptLanguage, localeVary } from './locale-choice';

describe('the interface language (issue 28)', () => {
  it('takes ?lang= first, then the cookie, then Accept-Language, then English', () => {
    const all = { search: '?lang=es', cookie: 'a=1; selectree-lang=en', acceptLanguage: 'en-US' };
    expect(chooseLocale(all)).toEqual({ locale: 'es', by: 'query' });
    expect(chooseLocale({ ...all, search: '' })).toEqual({ locale: 'en', by: 'cookie' });
    expect(chooseLocale({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.5' })).toEqual({ locale: 'es', by: 'header' });
    expect(chooseLocale({})).toEqual({ locale: 'en', by: 'default' });
  });

  it('skips a value it does not know at each step', () => {
    expect(chooseLocale({ search: 'lang=fr', cookie: 'selectree-lang=de', acceptLanguage: 'es' })).toEqual({
      locale: 'es',
      by: 'header',
    });
    expect(chooseLocale({ search: 'lang=', cookie: 'selectree-lang=', acceptLanguage: 'fr, de;q=0.8' })).toEqual({
      locale: 'en',
      by: 'default',
    });
  });

  it('reads Accept-Language by weight, refuses q=0 and never gives the pseudo-locale', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('en-XA, fr')).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('knows regional tags and the pseudo-locale (by the URL or the cookie only)', () => {
    expect(asLocale('es-419')).toBe('es');
    expect(asLocale('EN_gb')).toBe('en');
    expect(asLocale('en-xa')).toBe('en-XA');
    expect(asLocale('pt')).toBeNull();
    expect(chooseLocale({ search: '?lang=en-XA' })).toEqual({ locale: 'en-XA', by: 'query' });
    expect(cookieValue('x=1;selectree-lang=es ; y=2', 'selectree-lang')).toBe('es');
    expect(cookieValue('my-selectree-lang=es', 'selectree-lang')).toBeNull();
    expect(chooseLocale({ search: '?lang=%E0', cookie: 'selectree-lang=%', acceptLanguage: 'es' }).by).toBe('header');
  });

  it('varies by the headers that decided: none for ?lang=, the cookie, or both', () => {
    expect(localeVary({ locale: 'es', by: 'query' })).toEqual([]);
    expect(localeVary({ locale: 'es', by: 'cookie' })).toEqual(['Cookie']);
    expect(localeVary({ locale: 'es', by: 'header' })).toEqual(['Accept-Language', 'Cookie']);
    expect(localeVary({ locale: 'en', by: 'default' })).toEqual(['Accept-Language', 'Cookie']);
  });
});
