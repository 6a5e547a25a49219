import { Anchor, DataList, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TreeDetail } from '../fields';
import { OTHER_COMMON_NAMES_SHOWN, SYNONYMS_SHOWN, titleCase } from '@/lib/catalogue-labels';
import 'virtual:icu-messages/tree';
import 'virtual:icu-messages/vocab';
import { useT } from '@/i18n/i18n';
import { genusSearchHref } from '../links';
import { ScientificName } from '@/components/ui/scientific-name';
import { ShowMoreList } from './show-more-list';
import classes from './tree-detail.module.css';

/** "no data", in the page's language. */
function NoData() {
  const t = useT();
  return (
    <Text span size="sm" className={classes.noData} data-no-data>
      {t('vocab.noData')}
    </Text>
  );
}
const noData = <NoData />;

/** Scientific name (the page heading), common name, family, genus, synonyms and other names. */
export function NameInformation({ tree }: { tree: TreeDetail }) {
  const synonyms = tree.synonyms
    .slice()
    .sort((a, b) => a.sequence - b.sequence)
    .map((taxon) => taxon.nameConcat)
    .filter(Boolean);
  const [primary, t] = [tree.commonName ? titleCase(tree.commonName) : null, useT()];
  const others = tree.otherCommonNames
    .map(titleCase)
    .filter((name, index, all) => name !== primary && all.indexOf(name) === index);

  return (
    <Stack gap="xs" component="section" aria-label={t('tree.nameInformation')}>
      <Title order={1} className={classes.scientificName}>
        <ScientificName name={tree.scientificName} />
      </Title>
      {primary ? <Text className={classes.commonName}>{primary}</Text> : null}
      {tree.redirectTree ? (
        <Text size="sm" className={classes.seeAlso}>
          {t('tree.seeAlso')}{' '}
          <Anchor component={Link} to={paths.treeDetail.href(tree.redirectTree.id)}>
            <ScientificName name={tree.redirectTree.scientificName} />
          </Anchor>
        </Text>
      ) : null}
      <DataList gap={6} labelWidth={168} className={classes.names}>
        <DataList.Item>
          <DataList.ItemLabel>{t('tree.family')}</DataList.ItemLabel>
          <DataList.ItemValue data-field="family">{tree.family ?? noData}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('tree.genus')}</DataList.ItemLabel>
          <DataList.ItemValue data-field="genus">
            {tree.genus ? (
              <Anchor
                component={Link}
                to={genusSearchHref(tree.genus)}
                title={t('tree.searchGenus', { genus: tree.genus })}
                className={classes.printUrl}
                data-print-url
              >
                <em>{tree.genus}</em>
              </Anchor>
            ) : (
              noData
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('tree.genericName')}</DataList.ItemLabel>
          <DataList.ItemValue data-field="genericNames">
            {tree.genericNames.length ? tree.genericNames.map(titleCase).join(', ') : noData}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('tree.otherCommonNames')}</DataList.ItemLabel>
          <DataList.ItemValue data-field="otherCommonNames">
            {others.length ? (
              <ShowMoreList items={others} shown={OTHER_COMMON_NAMES_SHOWN} noun="commonNames" />
            ) : (
              noData
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('tree.synonyms')}</DataList.ItemLabel>
          <DataList.ItemValue data-field="synonyms">
            {synonyms.length ? (
              <ShowMoreList
                items={synonyms}
                shown={SYNONYMS_SHOWN}
                noun="synonyms"
                renderItem={(name) => <ScientificName name={name} />}
              />
            ) : (
              noData
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </Stack>
  );
}
