import { Button, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Region } from '@/generated/graphql';
import { useT, withMessages } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { withClient } from '@/lib/graphql/client-loader';

/**
 * The search-by-characteristics form is a chunk of its own (Formik, yup, sliders, multi-selects):
 * it loads when its section comes near the screen, so it never weighs on the home page's first
 * paint. Where IntersectionObserver is missing (very old browsers, jsdom in tests) a button loads it.
 */
// With its messages (namespace `search`) in the page's language.
const CharacteristicsForm = lazy(() => withMessages(withClient(import('../characteristics/characteristics-form'))));

/**
 * How far below the screen the section may be when its code starts loading: a short scroll ahead
 * (~45 kB compressed), but not on arrival, where on a 1280x900 laptop it sits ~350 px below the fold.
 */
const PRELOAD_MARGIN = '200px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near, () => setNear(true)] as const;
}

function FormPlaceholder({ onShow }: { onShow?: () => void }) {
  // The server renders no button: whether the browser can observe is known once hydrated.
  const [hydrated, t] = [useHydrated(), useT()];
  return (
    <Stack gap="md" aria-busy="true" mih={480}>
      {onShow && hydrated && !canObserve() ? (
        <Button variant="light" onClick={onShow} style={{ alignSelf: 'flex-start' }}>
          {t('home.showSearchForm')}
        </Button>
      ) : null}
      <Skeleton height={14} width="30%" />
      <Skeleton height={36} />
      <Skeleton height={14} width="30%" />
      <Skeleton height={36} />
    </Stack>
  );
}

export function SearchByCharacteristics({ region }: { region: Region }) {
  const [ref, near, show] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <CharacteristicsForm region={region} />
        </Suspense>
      ) : (
        <FormPlaceholder onShow={show} />
      )}
    </div>
  );
}
