import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import classes from './community.module.css';

/** The dialog (Mantine Modal, the form, its hooks) is fetched when a visitor first opens it. */
const ReportDialog = lazy(() => import('./report-dialog'));

type ReportProblemLinkProps = { treeId: number; treeName: string; section: string; sectionLabel: string };

/** "Report a problem" under one section of the detail page, opening the short report form. */
export function ReportProblemLink({ treeId, treeName, section, sectionLabel }: ReportProblemLinkProps) {
  const [opened, setOpened] = useState(false);
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
        Report a problem<span className={classes.visuallyHidden}> with {sectionLabel}</span>
      </Anchor>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog
            treeId={treeId}
            title={`Report a problem: ${sectionLabel}`}
            subtitle={treeName}
            section={section}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
