import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
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

/** A tree's column head: its photo, credit, name and Remove. */
function TreeHead({ tree, onRemove }: { tree: CompareTree; onRemove?: (id: number) => void }) {
  const t = useT();
  const photo = coverPhoto(tree);
  return (
    <Table.Th role="columnheader" scope="col" className={classes.treeHead} data-tree-column={tree.id}>
      <TreeImage
        src={photo ? photoUrl(photo.link) : null}
        srcSet={photo ? photoSrcSet(photo.link, photo.widths) : undefined}
        sizes={`${PHOTO_WIDTH}px`}
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
    </Table.Th>
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
    <Table
      role="table"
      className={classes.table}
      style={style}
      data-count={trees.length}
      aria-label={t('comparePage.tableLabel', { count: trees.length })}
      verticalSpacing="xs"
      horizontalSpacing="sm"
    >
      <Table.Thead role="rowgroup" className={classes.head}>
        <Table.Tr role="row" className={classes.treesRow}>
          <Table.Td role="cell" className={classes.corner}>
            <Text size="sm" c="dimmed">
              {t.rich('comparePage.legend', {
                highlighted: <span className={classes.legend}>{t('comparePage.highlighted')}</span>,
              })}
            </Text>
          </Table.Td>
          {trees.map((tree) => (
            <TreeHead key={tree.id} tree={tree} onRemove={onRemove} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {sections.map((section) => (
          <Fragment key={section.key}>
            <Table.Tr role="row" className={classes.sectionRow}>
              <Table.Th role="rowheader" scope="colgroup" colSpan={trees.length + 1} className={classes.sectionTitle}>
                {section.title}
              </Table.Th>
            </Table.Tr>
            {section.rows.map((row) => (
              <Table.Tr
                role="row"
                key={row.key}
                className={classes.row}
                data-row={row.key}
                data-differs={row.differs || undefined}
              >
                <Table.Th role="rowheader" scope="row" className={classes.label}>
                  {row.label}
                  {row.differs ? (
                    <>
                      <span className={classes.differsMark} aria-hidden="true">
                        ≠
                      </span>
                      <VisuallyHidden>{t('comparePage.differs')}</VisuallyHidden>
                    </>
                  ) : null}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td
                    role="cell"
                    key={trees[index].id}
                    className={classes.value}
                    data-tree-column={trees[index].id}
                  >
                    {value ?? <NoData />}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
