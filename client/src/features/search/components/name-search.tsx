import { Button } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { Region } from '@/generated/graphql';
import { useT, withMessages } from '@/i18n/i18n';
import type { NameSearchBoxProps } from './name-search-box';
import classes from './name-search.module.css';

/**
 * The name search with suggestions. Its code (Combobox, Popover, floating-ui: ~35 kB compressed)
 * stays off the first page: the page draws a plain search form of the same size and look, and the
 * suggestion box loads on the first sign of use (pointer over the form, touch, focus) and takes its
 * place, keeping what was typed, the caret and the focus. Enter before it has loaded still searches.
 */
const loadBox = () => withMessages(import('./name-search-box')); // its messages (namespace `search`) too

/** The loaded box, and what the plain form held when it arrived. */
interface HandOver {
  Box: ComponentType<NameSearchBoxProps>;
  term: string;
  focused: boolean;
  selection: number;
}

export function NameSearch({ region }: { region: Region }) {
  const [loaded, setLoaded] = useState<HandOver | null>(null);
  const loading = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const [navigate, inputId, t] = [useNavigate(), useId(), useT()];

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadBox().then((module) => {
      const field = input.current;
      // Read and replaced in one task (flushSync renders and commits now): no keystroke can land in
      // the plain input between reading its value and the box taking the focus.
      flushSync(() =>
        setLoaded({
          Box: module.default,
          term: field?.value ?? '',
          focused: !!field && document.activeElement === field,
          selection: field?.selectionEnd ?? field?.value.length ?? 0,
        }),
      );
    });
  }, []);

  // A visitor who arrives with the box focused (autofocus, restored focus) gets it at once.
  useEffect(() => {
    if (document.activeElement === input.current) load();
  }, [load]);

  if (loaded) {
    const { Box, term, focused, selection } = loaded;
    return <Box region={region} initialTerm={term} autoFocus={focused} initialSelection={selection} />;
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
