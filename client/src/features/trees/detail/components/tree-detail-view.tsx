import { Box, Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { considerations, generalInformation, siteConditions, treeCharacteristics, type TreeDetail } from '../fields';
import { titleCase } from '@/lib/catalogue-labels';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { useLengthDisplay } from '@/lib/length-display';
import { AtAGlance } from './at-a-glance';
import { DetailCard } from './detail-card';
import { NameInformation } from './name-information';
import { PhotoGallery } from './photo-gallery';
import { References } from './references';
import { ReviewedOn, type ReviewSection } from './reviewed-on';
import classes from './tree-detail.module.css';

/** The detail page's sections, as the screen names them to what it composes beside them. */
export type DetailSection = 'name' | 'general' | 'photos' | 'characteristics' | 'site' | 'considerations';

/** What the screen adds to each section: a way to report a problem, and actions under the photos. */
export type DetailExtras = {
  reportLink: (section: DetailSection, label: string) => ReactNode;
  photoActions: ReactNode;
};

type TreeDetailViewProps = {
  tree: TreeDetail;
  /** Editors and admins (roles 2 and 3) get the 'Edit this Tree' link. */
  canEdit: boolean;
  /** Further actions composed by the screen (the compare toggle). */
  actions?: ReactNode;
  extras?: DetailExtras;
};

/** The tree detail page: names, actions, photos, information cards, references. */
export function TreeDetailView({ tree, canEdit, actions, extras }: TreeDetailViewProps) {
  const [common, t, lengths] = [tree.commonName ? titleCase(tree.commonName) : null, useT(), useLengthDisplay()];
  const report = (section: DetailSection, label: string) => extras?.reportLink(section, label) ?? null;
  const card = (model: ReturnType<typeof generalInformation>, reviewed: ReviewSection) => (
    <DetailCard
      card={model}
      footer={
        <>
          <ReviewedOn reviews={tree.reviews} section={reviewed} />
          <div className={classes.reportRow}>{report(model.key as DetailSection, t(model.title))}</div>
        </>
      }
    />
  );
  return (
    <Stack gap="xl" className={classes.page} data-tree-id={tree.id}>
      <PageTitle title={common ? `${tree.scientificName} (${common})` : tree.scientificName} />
      <div className={classes.top}>
        <Stack gap="md">
          <NameInformation tree={tree} />
          <div>{report('name', t('tree.names'))}</div>
          <ReviewedOn reviews={tree.reviews} section="names" />
          <Group gap="xs" className={classes.actions} data-print="hide">
            {canEdit ? (
              <Button component={Link} to={paths.treeEdit.href(tree.id)} variant="filled">
                {t('tree.edit')}
              </Button>
            ) : null}
            {actions}
            <Button variant="subtle" onClick={() => window.print()}>
              {t('tree.print')}
            </Button>
          </Group>
        </Stack>
        <Box visibleFrom="lg" className={classes.glanceColumn}>
          <AtAGlance tree={tree} />
        </Box>
      </div>

      <section aria-labelledby="photos-heading" className={classes.photos}>
        <Title order={2} id="photos-heading" className={classes.sectionTitle}>
          {t('tree.photos')}
        </Title>
        <PhotoGallery scientificName={tree.scientificName} photos={tree.photos} />
        <ReviewedOn reviews={tree.reviews} section="photos" />
        {extras ? (
          <Group gap="md" mt="sm" align="center" wrap="wrap">
            {extras.photoActions}
            {report('photos', t('tree.photos'))}
          </Group>
        ) : null}
      </section>

      {/* Two columns of cards on wide screens, balanced by hand: the descriptive cards on the left,
          the measured ones on the right; one column (in this order) on phones. */}
      <div className={classes.cards}>
        <div className={classes.cardColumn}>
          {card(generalInformation(tree), 'general')}
          {card(siteConditions(tree, lengths), 'site_conditions')}
        </div>
        <div className={classes.cardColumn}>
          {card(treeCharacteristics(tree, lengths), 'characteristics')}
          {card(considerations(tree), 'considerations')}
        </div>
      </div>

      <References tree={tree} />
    </Stack>
  );
}
