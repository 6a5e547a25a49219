import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { withMessages } from '@/i18n/registry';
import classes from './report-problem-link.module.css';
import { withClient } from '@/lib/graphql/client-loader';

/** The dialog (Mantine Modal, the form, its hooks) is fetched when a visitor first opens it. */
const ReportDialog = lazy(() => withMessages(withClient(import('./report-dialog'))));

/**
 * The section a report names, for a detail page card ('site' is the API's 'site_conditions'). Here,
 * not in queue-model.ts: that one brings the community screens' messages, which a tree page does
 * not show.
 */
export function reportSection(cardKey: string): string {
  return cardKey === 'site' ? 'site_conditions' : cardKey === 'name' ? 'names' : cardKey;
}

type ReportProblemLinkProps = { treeId: number; treeName: string; section: string; sectionLabel: string };

/** "Report a problem" under one section of the detail page, opening the short report form. */
export function ReportProblemLink({ treeId, treeName, section, sectionLabel }: ReportProblemLinkProps) {
  const [opened, setOpened] = useState(false);
  const t = useT();
  return (
    <>
      <Anchor
        component="button"
        type="button"
        className={classes.reportLink}
        onClick={() => setOpened(true)}
        data-print="hide"
        data-report-section={section}
        aria-haspopup="dialog"
      >
        {t('tree.report.link')}
        <span className={classes.visuallyHidden}>{t('tree.report.with', { section: sectionLabel })}</span>
      </Anchor>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog
            treeId={treeId}
            title={t('tree.report.title', { section: sectionLabel })}
            subtitle={treeName}
            section={section}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
