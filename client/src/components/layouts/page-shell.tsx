import { Container } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@/i18n/i18n';
import { RegionBanner } from './region-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './page-shell.module.css';

/**
 * Moves keyboard and screen-reader focus to the page content after a client-side navigation, as a
 * full page load would (not on the first load, and not when the URL points at an anchor).
 */
function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    if (!window.location.hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/** Header, regional banner, the page, footer. `headerNotice`: a line in the header's top bar (app/ gives it). */
export function PageShell({ children, headerNotice }: { children: ReactNode; headerNotice?: ReactNode }) {
  const mainRef = useFocusMainOnNavigation();
  const t = useT();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipLink')}
      </a>
      <SiteHeader notice={headerNotice} />
      <RegionBanner />
      <Container component="main" id="main-content" ref={mainRef} tabIndex={-1} size="lg" className={classes.main}>
        {children}
      </Container>
      <SiteFooter />
    </>
  );
}
