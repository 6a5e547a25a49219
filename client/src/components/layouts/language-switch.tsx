import { isAccountLanguage, LOCALE_PARAM, type Locale } from '@selectree/rules';
import { Fragment, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocale, useT, type MessageKey } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { useLoadedApolloClient } from '@/lib/graphql/apollo-context';
import classes from './site-header.module.css';

const CHOICES: { locale: Locale; label: MessageKey }[] = [
  { locale: 'en', label: 'language.en' },
  { locale: 'es', label: 'language.es' },
];

/**
 * The header's "English / Español" (issue 28): real links (`?lang=es`, each named in its own
 * language), so a page opened from one is rendered in it by the server. Clicked, the page switches
 * at once without a reload: the catalogue is fetched, the choice kept in the selectree-lang cookie
 * (docs/i18n.md), and a `?lang=` in the URL, which would contradict it, dropped. Signed in, the
 * choice is also saved as the account's language (its code loads only then).
 */
export function LanguageSwitch() {
  const t = useT();
  const { locale, switchLocale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  // A signed-in visitor's app has Apollo Client from its start (the account's language is saved with it).
  const client = useLoadedApolloClient();
  const withLang = (target: Locale | null) => {
    const params = new URLSearchParams(location.search);
    params.delete(LOCALE_PARAM);
    if (target) params.set(LOCALE_PARAM, target);
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchLocale(target).then(() => {
      if (new URLSearchParams(location.search).has(LOCALE_PARAM)) void navigate(withLang(null), { replace: true });
    });
    if (client && viewer && viewer.language !== target && isAccountLanguage(target))
      void import('@/lib/save-language').then(({ saveLanguage }) => saveLanguage(client, target));
  };
  return (
    <nav aria-label={t('language.label')} className={classes.languages}>
      {CHOICES.map(({ locale: target, label }, index) => {
        const { pathname, search, hash } = withLang(target);
        return (
          <Fragment key={target}>
            {index > 0 ? <span aria-hidden="true">{' / '}</span> : null}
            <a
              href={`${pathname}${search}${hash}`}
              lang={target}
              hrefLang={target}
              aria-current={target === locale ? 'true' : undefined}
              onClick={(event) => choose(event, target)}
              className={classes.language}
            >
              {t(label)}
            </a>
          </Fragment>
        );
      })}
    </nav>
  );
}
