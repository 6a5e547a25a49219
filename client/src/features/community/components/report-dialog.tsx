import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Modal } from '@mantine/core';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { useCommunityOptions, useReportProblem } from '../hooks/use-community';
import { ReportProblemForm } from './report-problem-form';

type ReportDialogProps = { treeId: number; title: string; subtitle: string; section: string; onClose: () => void };

/** The "Report a problem" dialog of one detail section (report-problem-link.tsx opens it). */
export default function ReportDialog({ treeId, title, section, onClose }: ReportDialogProps) {
  const viewer = useViewer();
  const options = useCommunityOptions();
  const report = useReportProblem(treeId, section);
  const t = useT();
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('community.close') }}>
      {options ? <ReportProblemForm limits={options} anonymous={!viewer} send={report} onClose={onClose} /> : null}
    </Modal>
  );
}
