import { useCommunityOptions, useContributePhoto } from '../hooks/use-community';
import { ContributePhotosForm } from './contribute-photos-form';

/** The photo form of "Add your photos" with its options and upload (contribute-photos.tsx opens it). */
export default function ContributeForm({
  treeId,
  defaultCredit,
  onDone,
}: {
  treeId: number;
  defaultCredit: string;
  onDone: () => void;
}) {
  const options = useCommunityOptions();
  const send = useContributePhoto(treeId);
  if (!options) return null;
  return <ContributePhotosForm options={options} defaultCredit={defaultCredit} send={send} onDone={onDone} />;
}
