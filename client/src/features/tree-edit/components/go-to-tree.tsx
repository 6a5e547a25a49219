import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import 'virtual:icu-messages/treeEdit';
import { paths } from '@/config/paths';
import { GoToTreeSuggestionsDocument, type GoToTreeSuggestionsQuery } from '@/features/tree-edit/generated/graphql';
import { useT } from '@/i18n/i18n';
import { logError } from '@/lib/logger';

type Suggestion = GoToTreeSuggestionsQuery['nameSuggestions'][number];

/** A pause in typing before asking (the home page's box waits 500 ms; editors type whole names). */
export const GO_TO_DEBOUNCE_MS = 300;
/** Suggestions shown: enough to pick from, short enough for a phone. */
const SHOWN = 12;

/**
 * "Go to tree" on the edit screen: a tree's name (drafts included, marked) opens that tree's edit
 * screen without leaving the editor. The screen's leave warning guards unsaved changes.
 */
export function GoToTree({ currentTreeId }: { currentTreeId: number }) {
  const [client, navigate, t] = [useApolloClient(), useNavigate(), useT()];
  const [term, setTerm] = useState('');
  const [answer, setAnswer] = useState<{ term: string; suggestions: Suggestion[] }>({ term: '', suggestions: [] });
  const [loading, setLoading] = useState(false);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const trimmed = term.trim();

  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    const timer = window.setTimeout(() => {
      setLoading(true);
      client
        .query({ query: GoToTreeSuggestionsDocument, variables: { term: trimmed }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (!current) return;
          setAnswer({ term: trimmed, suggestions: (data?.nameSuggestions ?? []).slice(0, SHOWN) });
          combobox.openDropdown();
        })
        .catch((error: unknown) => {
          if (current) logError('go to tree suggestions failed', error);
        })
        .finally(() => {
          if (current) setLoading(false);
        });
    }, GO_TO_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // combobox is a new object each render; its methods are stable in effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, trimmed]);

  const suggestions = trimmed && answer.term === trimmed ? answer.suggestions : [];
  const go = (suggestion: Suggestion) => {
    combobox.closeDropdown();
    if (suggestion.treeId === currentTreeId) return;
    setTerm('');
    void navigate(paths.treeEdit.href(suggestion.treeId));
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const suggestion = suggestions[Number(value)];
        if (suggestion) go(suggestion);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('treeEdit.goTo.label')}
          placeholder={t('treeEdit.goTo.placeholder')}
          description={t('treeEdit.goTo.description')}
          value={term}
          type="search"
          autoComplete="off"
          spellCheck={false}
          w={{ base: '100%', sm: 320 }}
          rightSection={loading ? <Loader size="xs" aria-label={t('treeEdit.goTo.looking')} /> : null}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            combobox.resetSelectedOption();
          }}
          onFocus={() => suggestions.length && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with no option chosen takes the first suggestion.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && suggestions[0]) {
              event.preventDefault();
              go(suggestions[0]);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!suggestions.length}>
        <Combobox.Options aria-label={t('treeEdit.goTo.trees')} mah={320} style={{ overflowY: 'auto' }}>
          {suggestions.map((suggestion, index) => (
            <Combobox.Option value={String(index)} key={`${suggestion.treeId}:${suggestion.name}`}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {suggestion.name}{' '}
                {suggestion.draft ? (
                  <Badge size="xs" color="yellow" variant="light">
                    {t('treeEdit.draft')}
                  </Badge>
                ) : null}
              </Text>
              {suggestion.name !== suggestion.scientificName ? (
                <Text size="xs" c="dimmed" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                  {suggestion.scientificName}
                </Text>
              ) : null}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
