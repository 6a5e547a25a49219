import { Group } from '@mantine/core';
import { CompareCheckbox, CompareLink } from '@/features/compare-selection/components/compare-picker';
import { AddToList } from '@/features/lists/components/add-to-list';
import { TreeNamePicker } from '@/features/search/components/tree-name-picker';
import { SitePage } from '@/features/site/components/site-page';
import siteClasses from '@/features/site/components/site.module.css';

/** /site?zip=…: trees for a planting site, ranked with their reasons (issue 22). */
export default function SiteRoute() {
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
        <TreeNamePicker
          label="Why not? Ask about any tree"
          description="Type a scientific or common name and pick the tree."
          onTree={onTree}
        />
      )}
    />
  );
}
