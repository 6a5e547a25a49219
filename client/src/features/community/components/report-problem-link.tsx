import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { withMessages } from '@/i18n/registry';
import classes from './community.module.css';

/** The dialog (Mantine Modal, the form, its hooks) is fetched when a visitor first opens it. */
const ReportDialog = lazy(() => withMessages(import('./report-dialog')));

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
