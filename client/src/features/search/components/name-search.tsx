import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Region } from '@/generated/graphql';
import classes from './name-search.module.css';

/**
 * The name search with suggestions. Its code (Combobox, Popover, floating-ui) stays off the first
 * page: it loads as soon as the home page renders, behind a placeholder of the same size.
 */
const NameSearchBox = lazy(() => import('./name-search-box'));

function NameSearchPlaceholder() {
  return (
    <div className={classes.placeholder} aria-busy="true">
      <div className={classes.field}>
        <div className={classes.placeholderLabel}>Search trees by name</div>
        <div className={classes.placeholderDescription}>Common or scientific name, synonyms too</div>
        <Skeleton height={50} />
      </div>
      <Skeleton height={50} width={104} />
    </div>
  );
}

export function NameSearch({ region }: { region: Region }) {
  return (
    <Suspense fallback={<NameSearchPlaceholder />}>
      <NameSearchBox region={region} />
    </Suspense>
  );
}
