import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Anchor, Modal } from '@mantine/core';
import { useState } from 'react';
import { useViewer } from '@/lib/auth';
import { useCommunityOptions, useReportProblem } from '../hooks/use-community';
import classes from './community.module.css';
import { ReportProblemForm } from './report-problem-form';

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
        <ReportDialog
          treeId={treeId}
          title={`Report a problem: ${sectionLabel}`}
          subtitle={treeName}
          section={section}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  );
}

type ReportDialogProps = { treeId: number; title: string; subtitle: string; section: string; onClose: () => void };

function ReportDialog({ treeId, title, section, onClose }: ReportDialogProps) {
  const viewer = useViewer();
  const options = useCommunityOptions();
  const report = useReportProblem(treeId, section);
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {options ? <ReportProblemForm limits={options} anonymous={!viewer} send={report} onClose={onClose} /> : null}
    </Modal>
  );
}
