import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/treeEdit';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import {
  BulkUpdatePhotoCreditDocument,
  CreatePhotoDocument,
  DeletePhotoDocument,
  RequestPhotoUploadDocument,
  type EditPhotoFieldsFragment,
} from '@/features/tree-edit/generated/graphql';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { failureText } from '../failure-text';
import type { TreeAutosave } from '../hooks/use-tree-autosave';
import { PhotoEditModal, PhotoOrderModal, photoWords } from './photo-dialogs';
import { putWithProgress } from '@/lib/put-with-progress';

/** Spec §9: the photo list refreshes 500 ms after a change. */
export const PHOTO_REFRESH_DELAY_MS = 500;
const ACCEPT = 'image/jpeg,image/png,image/webp';

type UploadState = { name: string; percent: number; error: string | null; done: boolean };
type PhotoManagerProps = {
  treeId: number;
  photos: EditPhotoFieldsFragment[];
  autosave: TreeAutosave;
  onChanged: () => Promise<unknown>;
};

/**
 * Photos of the edit screen (spec §2): upload several files with a progress bar each (signed URL,
 * PUT, create: spec §7), edit attribute and credit, reorder, bulk credit for the selected photos,
 * delete. The server checks each file by content; its refusal shows under the file.
 */
export function PhotoManager({ treeId, photos, autosave, onChanged }: PhotoManagerProps) {
  const [viewer, t] = [useViewer(), useT()];
  const defaultCredit = [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ');
  const [credit, setCredit] = useState(defaultCredit);
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkCredit, setBulkCredit] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditPhotoFieldsFragment | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [requestUpload] = useMutation(RequestPhotoUploadDocument);
  const [createPhoto] = useMutation(CreatePhotoDocument);
  const [bulk] = useMutation(BulkUpdatePhotoCreditDocument);
  const [remove] = useMutation(DeletePhotoDocument);

  const refresh = () => new Promise((resolve) => setTimeout(resolve, PHOTO_REFRESH_DELAY_MS)).then(onChanged);
  const change = async (work: () => Promise<{ version: number } | null>) => {
    setNotice(null);
    try {
      await autosave.runBetweenSaves(work);
    } catch (error) {
      logError('changing photos', error);
      setNotice(failureText(error, t('treeEdit.photo.failed')));
    }
    await refresh();
  };

  const upload = async (files: File[]) => {
    if (!files.length) return setNotice(t('treeEdit.photo.chooseFirst'));
    setUploads(files.map((file) => ({ name: file.name, percent: 0, error: null, done: false })));
    const update = (index: number, patch: Partial<UploadState>) =>
      setUploads((current) => current.map((u, i) => (i === index ? { ...u, ...patch } : u)));
    for (const [index, file] of files.entries()) {
      try {
        const grant = await requestUpload({ variables: { treeId, fileName: file.name, fileType: file.type } });
        const target = grant.data?.requestPhotoUpload;
        if (!target) throw new Error(t('treeEdit.photo.noUploadUrl'));
        await putWithProgress(target.signedRequestUrl, file, (percent) => update(index, { percent }));
        await change(async () => {
          const created = await createPhoto({
            variables: { treeId, photoLink: target.photoLink, credit: credit || null },
          });
          return created.data?.createPhoto ?? null;
        });
        update(index, { percent: 100, done: true });
      } catch (error) {
        logError('uploading a photo', error);
        update(index, { error: failureText(error, t('treeEdit.photo.uploadFailed')) });
      }
    }
  };

  return (
    <Stack gap="md" data-testid="photo-manager">
      {notice && <Alert color="red">{notice}</Alert>}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('treeEdit.photo.photoCredit')}
          value={credit}
          onChange={(e) => setCredit(e.currentTarget.value)}
          w={260}
        />
        <FileButton onChange={(files) => void upload(files)} accept={ACCEPT} multiple>
          {(props) => <Button {...props}>{t('treeEdit.photo.upload')}</Button>}
        </FileButton>
      </Group>
      {uploads.map((u) => (
        <UploadRow key={u.name} upload={u} />
      ))}
      {photos.length === 0 ? (
        <Text c="dimmed">{t('treeEdit.photo.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {photos.map((photo) => (
            <Stack key={photo.id} gap={4} className="photo-card">
              <img
                src={photoUrl(photo.link)}
                srcSet={photoSrcSet(photo.link, photo.widths)}
                sizes="240px"
                width={photo.width ?? 240}
                height={photo.height ?? 180}
                loading="lazy"
                alt={photo.attributeName ?? t('treeEdit.photo.alt')}
                style={{ width: '100%', height: 140, objectFit: 'cover', borderRadius: 6 }}
              />
              <Checkbox
                size="xs"
                label={t('treeEdit.photo.pick', photoWords(t, photo))}
                checked={selected.includes(photo.id)}
                onChange={(e) =>
                  setSelected(
                    e.currentTarget.checked ? [...selected, photo.id] : selected.filter((id) => id !== photo.id),
                  )
                }
              />
              <Group gap={4}>
                <Button size="compact-xs" variant="light" onClick={() => setEditing(photo)}>
                  {t('treeEdit.edit')}
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" c="red.9" onClick={() => setDeleting(photo.id)}>
                  {t('treeEdit.delete')}
                </Button>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {photos.length > 0 && (
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('treeEdit.photo.bulkCredit')}
            value={bulkCredit}
            onChange={(e) => setBulkCredit(e.currentTarget.value)}
            w={260}
          />
          <Button
            variant="light"
            onClick={() => {
              if (!selected.length) return setNotice(t('treeEdit.photo.selectFirst'));
              void change(async () => {
                const result = await bulk({ variables: { photoIds: selected, credit: bulkCredit || null } });
                setSelected([]);
                return result.data ? { version: result.data.bulkUpdatePhotoCredit } : null;
              });
            }}
          >
            {t('treeEdit.photo.updateCredit')}
          </Button>
          <Button variant="default" onClick={() => setOrdering(true)} disabled={photos.length < 2}>
            {t('treeEdit.photo.reorder')}
          </Button>
        </Group>
      )}
      <PhotoEditModal photo={editing} onClose={() => setEditing(null)} change={change} />
      <PhotoOrderModal opened={ordering} photos={photos} onClose={() => setOrdering(false)} change={change} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('treeEdit.photo.deleteTitle')}
        message={t('treeEdit.photo.deleteConfirm')}
        confirmLabel={t('treeEdit.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          change(async () => {
            const result = await remove({ variables: { photoId: deleting ?? 0 } });
            return result.data ? { version: result.data.deletePhoto } : null;
          })
        }
      />
    </Stack>
  );
}

/** One file being uploaded: its name, its progress, and the server's refusal if any. */
function UploadRow({ upload: u }: { upload: UploadState }) {
  const t = useT();
  const progress = u.error ? '' : t('treeEdit.photo.percent', { percent: String(u.percent) });
  return (
    <Stack gap={2} className="upload-progress">
      <Text size="sm">
        {u.name} {u.done ? t('treeEdit.photo.uploaded') : progress}
      </Text>
      <Progress
        value={u.percent}
        color={u.error ? 'red' : 'green'}
        aria-label={t('treeEdit.photo.progress', { name: u.name })}
      />
      {u.error && (
        <Text size="sm" c="red">
          {u.error}
        </Text>
      )}
    </Stack>
  );
}
