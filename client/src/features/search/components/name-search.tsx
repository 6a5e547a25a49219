import { Button } from '@mantine/core';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Region } from '@/generated/graphql';
import { useT, withMessages } from '@/i18n/i18n';
import { useDeferredInput } from '@/lib/deferred-input';
import type { NameSearchBoxProps } from './name-search-box';
import classes from './name-search.module.css';
import { withClient } from '@/lib/graphql/client-loader';

/**
 * The name search with suggestions. Its code (Combobox, Popover, floating-ui: ~35 kB compressed)
 * stays off the first page: the page draws a plain search form of the same size and look, and the
 * suggestion box takes its place on the first sign of use (lib/deferred-input.ts). Enter before it
 * has loaded still searches.
 */
const loadBox = () => withMessages(withClient(import('./name-search-box'))); // its messages (namespace `search`) too

export function NameSearch({ region }: { region: Region }) {
  const { loaded, load, input } = useDeferredInput<NameSearchBoxProps>(loadBox);
  const [navigate, inputId, t] = [useNavigate(), useId(), useT()];

  if (loaded) {
    const { Box, takeOver } = loaded;
    return <Box region={region} {...takeOver} />;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = input.current?.value ?? '';
    if (!term.trim()) return;
    const [{ nameResultsHref }, { newSearchOptions }] = await Promise.all([
      import('../search-url'),
      import('../search-storage'),
    ]);
    navigate(nameResultsHref(term, region, newSearchOptions()));
  };

  return (
    <form
      role="search"
      aria-label={t('nameSearch.form')}
      onSubmit={(event) => void submit(event)}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      className={classes.form}
    >
      <div className={classes.field}>
        <label htmlFor={inputId} className={classes.placeholderLabel}>
          {t('nameSearch.label')}
        </label>
        <div id={`${inputId}-description`} className={classes.placeholderDescription}>
          {t('nameSearch.description')}
        </div>
        <input
          ref={input}
          id={inputId}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-describedby={`${inputId}-description`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('nameSearch.placeholder')}
          className={classes.staticInput}
        />
      </div>
      <Button type="submit" size="lg" className={classes.submit}>
        {t('nameSearch.submit')}
      </Button>
    </form>
  );
}
