import { Button, Group, Text } from '@mantine/core';
import { LightNativeSelect } from '@/components/ui/light-native-select';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/results';
import { useT } from '@/i18n/i18n';
import { RESULTS_PER_PAGE, SORT_CODES, type ResultsPerPage, type SortCode } from '../search-url';

type ResultsToolbarProps = {
  resultsPerPage: ResultsPerPage;
  sort: SortCode;
  /** The URL of the first page with another page size. */
  perPageHref: (resultsPerPage: ResultsPerPage) => string;
  onSortChange: (sort: SortCode) => void;
};

/** Results per page (30, 50, 100) as links, and the sort order. */
export function ResultsToolbar({ resultsPerPage, sort, perPageHref, onSortChange }: ResultsToolbarProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div role="group" aria-labelledby="results-per-page-label">
        <Text id="results-per-page-label" size="sm" fw="var(--mantine-font-weight-medium)" mb={4}>
          {t('results.perPage')}
        </Text>
        <Button.Group>
          {RESULTS_PER_PAGE.map((size) => (
            <Button
              key={size}
              component={Link}
              to={perPageHref(size)}
              size="xs"
              variant={size === resultsPerPage ? 'filled' : 'default'}
              aria-current={size === resultsPerPage ? 'true' : undefined}
            >
              {size}
            </Button>
          ))}
        </Button.Group>
      </div>
      <LightNativeSelect
        label={t('results.sortBy')}
        value={String(sort)}
        onChange={(event) => onSortChange(Number(event.currentTarget.value) as SortCode)}
        data={SORT_CODES.map((code) => ({ value: String(code), label: t('results.sort', { sort: code }) }))}
      />
    </Group>
  );
}
