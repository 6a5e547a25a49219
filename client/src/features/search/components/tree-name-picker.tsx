import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useRef, useState } from 'react';
import 'virtual:icu-messages/search';
import { useT } from '@/i18n/i18n';
import { useNameSuggestions, type NameSuggestion } from '../hooks/use-name-suggestions';
import { useTakeOver, type TakeOver } from '@/lib/deferred-input';
import { useRegion } from '@/lib/region';
import { suggestionTitle } from '../suggestion-title';

export type TreeNamePickerProps = {
  label: string;
  description?: string;
  /** A tree was chosen from the suggestions. */
  onTree: (treeId: number) => void;
};

/** The suggestions: each name (suggestionTitle), and its tree's scientific name when that is another. */
function PickerOptions({ suggestions }: { suggestions: readonly NameSuggestion[] }) {
  const t = useT();
  return (
    <Combobox.Options aria-label={t('search.treeNames')} style={{ maxHeight: 280, overflowY: 'auto' }}>
      {suggestions.map((suggestion, index) => (
        <Combobox.Option value={String(index)} key={`${suggestion.treeId}:${suggestion.name}:${index}`}>
          <Text size="sm" fw={600}>
            {suggestionTitle(suggestion)}
          </Text>
          {suggestion.scientificName !== suggestionTitle(suggestion) ? (
            <Text size="xs" c="dimmed" fs="italic">
              {suggestion.scientificName}
            </Text>
          ) : null}
        </Combobox.Option>
      ))}
    </Combobox.Options>
  );
}

/**
 * A tree name box with the home page search's suggestions (scientific and common names, synonyms);
 * choosing one hands its tree id on (the site page's "Why not?" asks about it). Loaded on the first
 * sign of use, in place of the page's plain box (tree-name-field.tsx).
 */
export default function TreeNamePicker({
  label,
  description,
  onTree,
  initialTerm = '',
  autoFocus = false,
  initialSelection,
}: TreeNamePickerProps & TakeOver) {
  const [region] = useRegion();
  const t = useT();
  const [term, setTerm] = useState(initialTerm);
  const [wantsOpen, setWantsOpen] = useState(autoFocus && initialTerm.trim() !== '');
  const field = useRef<HTMLInputElement>(null);
  useTakeOver(field, { initialTerm, autoFocus, initialSelection });
  const { suggestions, loading } = useNameSuggestions(term, region);
  const combobox = useCombobox({
    opened: wantsOpen && suggestions.length > 0,
    onOpenedChange: setWantsOpen,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const suggestion = suggestions[Number(value)];
        if (!suggestion) return;
        setWantsOpen(false);
        setTerm(suggestionTitle(suggestion));
        onTree(suggestion.treeId);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={field}
          label={label}
          description={description}
          placeholder={t('search.pickerPlaceholder')}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={term}
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
        <PickerOptions suggestions={suggestions} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
