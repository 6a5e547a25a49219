import type { ApolloClient } from '@apollo/client';
import { Group } from '@mantine/core';
import { CompareCheckbox, CompareLink } from '@/features/compare-selection/components/compare-picker';
import { AddToList } from '@/features/lists/components/add-to-list';
import { TreeNameField } from '@/features/search/components/tree-name-field';
import { SitePage, warmSitePage } from '@/features/site/components/site-page';
import siteClasses from '@/features/site/components/site.module.css';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';

/** Before hydration (app/router.tsx WarmUp): what SitePage's first render reads. */
export function warmUp(client: ApolloClient, _params: unknown, search: URLSearchParams) {
  warmSitePage(client, search);
}

/** /site?zip=…: trees for a planting site, ranked with their reasons (issue 22). */
export default function SiteRoute() {
  const t = useT();
  return (
    <SitePage
      cardActions={(result) => (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <CompareCheckbox treeId={result.treeId} treeName={result.scientificName} />
          <AddToList treeIds={[result.treeId]} treeLabel={result.scientificName} />
        </Group>
      )}
      footer={<CompareLink className={siteClasses.compareBar} />}
      namePicker={(onTree) => (
        <TreeNameField label={t('site.whyNot.pickerLabel')} description={t('site.whyNot.pickerHint')} onTree={onTree} />
      )}
    />
  );
}
