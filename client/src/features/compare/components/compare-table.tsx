import { Anchor, Button, Text, VisuallyHidden } from '@mantine/core';
import { LightTable } from '@/components/ui/light-table';
import { Fragment, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { TreeImage } from '@/components/ui/tree-image';
import { paths } from '@/config/paths';
import { ScientificName } from '@/components/ui/scientific-name';
import { useT } from '@/i18n/i18n';
import 'virtual:icu-messages/vocab';
import 'virtual:icu-messages/comparePage';
import { useLengthDisplay } from '@/lib/length-display';
import { photoCaption } from '@/lib/photo-credit';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { compareSections } from '../compare-rows';
import type { CompareTree } from '../hooks/use-compare-trees';
import classes from './compare.module.css';

const PHOTO_WIDTH = 320;
const PHOTO_HEIGHT = 240;

function coverPhoto(tree: CompareTree) {
  return tree.photos.reduce<CompareTree['photos'][number] | null>(
    (best, photo) => (!best || photo.sequence < best.sequence ? photo : best),
    null,
  );
}

type CompareTableProps = {
  trees: readonly CompareTree[];
  /** Takes a tree out of the comparison; absent when it cannot shrink further. */
  onRemove?: (id: number) => void;
};

/** "no data", in the page's language. */
function NoData() {
  const t = useT();
  return (
    <span className={classes.noData} data-no-data>
      {t('vocab.noData')}
    </span>
  );
}

/**
 * A photo's `sizes`: on a phone its column is the table's width (the screen less 16 px margins and
 * the border) shared by the trees, less 6 px padding each side (compare.module.css): 114 px for three
 * trees on a 412 px screen, so the phone fetches the 320 px file (33 kB), not the 640 px one (125 kB).
 */
const photoSizes = (count: number) => `(max-width: 47.99em) calc((100vw - 34px) / ${count} - 12px), ${PHOTO_WIDTH}px`;

/** A tree's column head: its photo, credit, name and Remove. */
function TreeHead({ tree, count, onRemove }: { tree: CompareTree; count: number; onRemove?: (id: number) => void }) {
  const t = useT();
  const photo = coverPhoto(tree);
  return (
    <LightTable.Th role="columnheader" scope="col" className={classes.treeHead} data-tree-column={tree.id}>
      <TreeImage
        src={photo ? photoUrl(photo.link) : null}
        srcSet={photo ? photoSrcSet(photo.link, photo.widths) : undefined}
        sizes={photoSizes(count)}
        alt={photo ? tree.scientificName : ''}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        className={classes.photo}
        loading="lazy"
      />
      {photo && photoCaption(photo) ? (
        <Text size="xs" c="dimmed" fw="normal" className={classes.photoCredit} data-testid="compare-photo-credit">
          {photoCaption(photo)}
        </Text>
      ) : null}
      <Anchor component={Link} to={paths.treeDetail.href(tree.id)} className={classes.treeName}>
        <ScientificName name={tree.scientificName} />
      </Anchor>
      {onRemove ? (
        <Button
          variant="subtle"
          color="red"
          size="compact-xs"
          mt={6}
          onClick={() => onRemove(tree.id)}
          aria-label={t('comparePage.removeLabel', { name: tree.scientificName })}
          data-print="hide"
        >
          {t('comparePage.remove')}
        </Button>
      ) : null}
    </LightTable.Th>
  );
}

type CompareRowData = ReturnType<typeof compareSections>[number]['rows'][number];

/** One characteristic: its label (marked when the trees differ) and each tree's value. */
function CompareRow({ row, trees }: { row: CompareRowData; trees: CompareTableProps['trees'] }) {
  const t = useT();
  return (
    <LightTable.Tr role="row" className={classes.row} data-row={row.key} data-differs={row.differs || undefined}>
      <LightTable.Th role="rowheader" scope="row" className={classes.label}>
        {row.label}
        {row.differs ? (
          <>
            <span className={classes.differsMark} aria-hidden="true">
              ≠
            </span>
            <VisuallyHidden>{t('comparePage.differs')}</VisuallyHidden>
          </>
        ) : null}
      </LightTable.Th>
      {row.values.map((value, index) => (
        <LightTable.Td role="cell" key={trees[index].id} className={classes.value} data-tree-column={trees[index].id}>
          {value ?? <NoData />}
        </LightTable.Td>
      ))}
    </LightTable.Tr>
  );
}

/**
 * The trees side by side, one column each. Rows whose values differ are highlighted (and say so
 * to screen readers). Explicit table roles keep the semantics when narrow screens restyle the rows.
 */
export function CompareTable({ trees, onRemove }: CompareTableProps) {
  const t = useT();
  const sections = compareSections(trees, t, useLengthDisplay());
  const style = { '--compare-count': trees.length } as CSSProperties;

  return (
    <LightTable
      role="table"
      className={classes.table}
      style={style}
      data-count={trees.length}
      aria-label={t('comparePage.tableLabel', { count: trees.length })}
      verticalSpacing="xs"
      horizontalSpacing="sm"
    >
      <LightTable.Thead role="rowgroup" className={classes.head}>
        <LightTable.Tr role="row" className={classes.treesRow}>
          <LightTable.Td role="cell" className={classes.corner}>
            <Text size="sm" c="dimmed">
              {t.rich('comparePage.legend', {
                highlighted: <span className={classes.legend}>{t('comparePage.highlighted')}</span>,
              })}
            </Text>
          </LightTable.Td>
          {trees.map((tree) => (
            <TreeHead key={tree.id} tree={tree} count={trees.length} onRemove={onRemove} />
          ))}
        </LightTable.Tr>
      </LightTable.Thead>
      <LightTable.Tbody role="rowgroup">
        {sections.map((section) => (
          <Fragment key={section.key}>
            <LightTable.Tr role="row" className={classes.sectionRow}>
              <LightTable.Th
                role="rowheader"
                scope="colgroup"
                colSpan={trees.length + 1}
                className={classes.sectionTitle}
              >
                {section.title}
              </LightTable.Th>
            </LightTable.Tr>
            {section.rows.map((row) => (
              <CompareRow key={row.key} row={row} trees={trees} />
            ))}
          </Fragment>
        ))}
      </LightTable.Tbody>
    </LightTable>
  );
}
