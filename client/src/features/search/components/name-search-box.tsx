import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Button, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Region } from '@/generated/graphql';
import 'virtual:icu-messages/search';
import { useT } from '@/i18n/i18n';
import { useTakeOver, type TakeOver } from '@/lib/deferred-input';
import { useNameSuggestions, type NameSuggestion } from '../hooks/use-name-suggestions';
import { newSearchOptions } from '../search-storage';
import { nameResultsHref } from '../search-url';
import { suggestionTitle } from '../suggestion-title';
import classes from './name-search.module.css';
import { DraftMark } from './draft-mark';

/** Spec §9: the suggestion box fades over 200 ms. */
export const SUGGESTION_FADE_MS = 200;

const isCommonName = (suggestion: NameSuggestion) => suggestion.kind !== 'Scientific' && suggestion.kind !== 'Synonym';

function SuggestionText({ suggestion }: { suggestion: NameSuggestion }) {
  // The matched name first (suggestionTitle: a generic one gives way to the tree's own); then the
  // tree it names (its scientific name, or its common name when a scientific name or synonym matched).
  const title = suggestionTitle(suggestion);
  const titleIsScientific = !isCommonName(suggestion) || title === suggestion.scientificName;
  const detail = isCommonName(suggestion) ? suggestion.scientificName : suggestion.commonName;
  const detailIsScientific = isCommonName(suggestion) || suggestion.kind === 'Synonym';
  const t = useT();
  return (
    <div>
      <Text size="sm" fw={600} fs={titleIsScientific ? 'italic' : undefined} className={classes.name}>
        {title}
        {suggestion.draft ? <DraftMark /> : null}
      </Text>
      {detail && detail !== title ? (
        <Text size="xs" c="dimmed" fs={detailIsScientific && suggestion.kind !== 'Synonym' ? 'italic' : undefined}>
          {suggestion.kind === 'Synonym' ? t('search.synonymOf', { name: suggestion.scientificName }) : detail}
        </Text>
      ) : null}
    </div>
  );
}

export interface NameSearchBoxProps extends TakeOver {
  region: Region;
}

/**
 * The home page's name search: suggestions while typing (choosing one opens the tree), Enter or the
 * button runs the name search into the results page. Loaded on the first sign of use, in place of
 * the first page's plain form (see name-search.tsx).
 */
export default function NameSearchBox({ region, ...takeOver }: NameSearchBoxProps) {
  const { initialTerm = '', autoFocus = false } = takeOver;
  const [t, navigate] = [useT(), useNavigate()];
  const [term, setTerm] = useState(initialTerm);
  const [wantsOpen, setWantsOpen] = useState(autoFocus && initialTerm.trim() !== '');
  const field = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  useTakeOver(field, takeOver, submitButton);
  const { suggestions, loading } = useNameSuggestions(term, region);
  const combobox = useCombobox({
    opened: wantsOpen && suggestions.length > 0,
    onOpenedChange: setWantsOpen,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const openTree = (suggestion: NameSuggestion) => {
    setWantsOpen(false);
    navigate(paths.treeDetail.href(suggestion.treeId));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!term.trim()) return;
    setWantsOpen(false);
    navigate(nameResultsHref(term, region, newSearchOptions()));
  };

  return (
    <form role="search" aria-label={t('nameSearch.form')} onSubmit={submit} className={classes.form}>
      <div className={classes.field}>
        <Combobox
          store={combobox}
          onOptionSubmit={(value) => {
            const suggestion = suggestions[Number(value)];
            if (suggestion) openTree(suggestion);
          }}
          transitionProps={{ transition: 'fade', duration: SUGGESTION_FADE_MS }}
          size="md"
        >
          <Combobox.Target withExpandedAttribute>
            <TextInput
              ref={field}
              label={t('nameSearch.label')}
              description={t('nameSearch.description')}
              placeholder={t('nameSearch.placeholder')}
              size="lg"
              value={term}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              className={classes.input}
              rightSection={loading ? <Loader size="xs" aria-label={t('search.lookingForNames')} /> : null}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
                setWantsOpen(true);
                combobox.resetSelectedOption();
              }}
              onFocus={() => setWantsOpen(true)}
              onBlur={() => setWantsOpen(false)}
            />
          </Combobox.Target>
          <Combobox.Dropdown>
            <Combobox.Options className={classes.options} aria-label={t('search.nameSuggestions')}>
              {suggestions.map((suggestion, index) => (
                <Combobox.Option value={String(index)} key={`${suggestion.treeId}:${suggestion.name}:${index}`}>
                  <SuggestionText suggestion={suggestion} />
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      </div>
      <Button ref={submitButton} type="submit" size="lg" className={classes.submit}>
        {t('nameSearch.submit')}
      </Button>
    </form>
  );
}
