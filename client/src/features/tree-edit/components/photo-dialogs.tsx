import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/treeEdit';
import {
  ReorderPhotosDocument,
  UpdatePhotoDocument,
  type EditPhotoFieldsFragment,
} from '@/features/tree-edit/generated/graphql';
import { useT, type Translate } from '@/i18n/i18n';
import { photoUrl } from '@/lib/photo-url';

/** A photo's name and credit as its checkbox and its row in the order dialog show them. */
export const photoWords = (t: Translate, photo: EditPhotoFieldsFragment) => ({
  name: photo.attributeName ?? t('treeEdit.photo.photo'),
  credit: photo.credit ?? t('treeEdit.photo.noCredit'),
});

/** "2. Bark · Jo Smith · CC BY 4.0": a photo's row in the order dialog. */
const orderWords = (t: Translate, photo: EditPhotoFieldsFragment, index: number) => ({
  ...photoWords(t, photo),
  number: String(index + 1),
  licence: photo.licence,
});

type Change = (work: () => Promise<{ version: number } | null>) => Promise<void>;

/** Edit a photo's attribute name, credit and licence; closing with changes asks first. */
export function PhotoEditModal({
  photo,
  onClose,
  change,
}: {
  photo: EditPhotoFieldsFragment | null;
  onClose: () => void;
  change: Change;
}) {
  const [[update, { loading }], t] = [useMutation(UpdatePhotoDocument), useT()];
  const [draft, setDraft] = useState({ attributeName: '', credit: '', licence: '' });
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (photo && shownFor !== photo.id) {
    setShownFor(photo.id);
    setDraft({ attributeName: photo.attributeName ?? '', credit: photo.credit ?? '', licence: photo.licence });
  }
  const changed =
    !!photo &&
    (draft.attributeName !== (photo.attributeName ?? '') ||
      draft.credit !== (photo.credit ?? '') ||
      draft.licence !== photo.licence);
  const close = () => {
    if (changed && !window.confirm(t('treeEdit.photo.closeConfirm'))) return;
    setShownFor(null);
    onClose();
  };
  return (
    <Modal opened={!!photo} onClose={close} title={t('treeEdit.photo.editTitle')}>
      <Stack>
        {photo && (
          <img src={photoUrl(photo.link)} alt="" style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }} />
        )}
        <TextInput
          label={t('treeEdit.photo.attributeName')}
          description={t('treeEdit.photo.attributeDescription')}
          value={draft.attributeName}
          onChange={(e) => setDraft({ ...draft, attributeName: e.currentTarget.value })}
        />
        <TextInput
          label={t('treeEdit.photo.credit')}
          value={draft.credit}
          onChange={(e) => setDraft({ ...draft, credit: e.currentTarget.value })}
        />
        <TextInput
          label={t('treeEdit.photo.licence')}
          description={t('treeEdit.photo.licenceDescription')}
          required
          value={draft.licence}
          onChange={(e) => setDraft({ ...draft, licence: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('treeEdit.cancel')}
          </Button>
          <Button
            loading={loading}
            onClick={async () => {
              if (!photo) return;
              await change(async () => {
                const result = await update({
                  variables: {
                    photoId: photo.id,
                    attributeName: draft.attributeName || null,
                    credit: draft.credit || null,
                    ...(photo.licence !== draft.licence ? { licence: draft.licence } : {}),
                  },
                });
                return result.data?.updatePhoto ?? null;
              });
              setShownFor(null);
              onClose();
            }}
          >
            {t('treeEdit.photo.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Put the photos in order (up/down, keyboard-friendly); closing with a new order asks first. */
export function PhotoOrderModal({
  opened,
  photos,
  onClose,
  change,
}: {
  opened: boolean;
  photos: EditPhotoFieldsFragment[];
  onClose: () => void;
  change: Change;
}) {
  const [[reorder, { loading }], t] = [useMutation(ReorderPhotosDocument), useT()];
  const [order, setOrder] = useState<number[]>([]);
  const [wasOpen, setWasOpen] = useState(false);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setOrder(photos.map((p) => p.id));
  }
  const changed = order.some((id, i) => photos[i]?.id !== id);
  const move = (index: number, by: number) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    setOrder(next);
  };
  const close = () => {
    if (changed && !window.confirm(t('treeEdit.photo.leaveOrderConfirm'))) return;
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('treeEdit.photo.orderTitle')}>
      <Stack gap="xs">
        {order.map((id, index) => {
          const photo = photos.find((p) => p.id === id);
          if (!photo) return null;
          return (
            <Group key={id} justify="space-between" className="order-row">
              <Group gap="sm">
                <img
                  src={photoUrl(photo.link)}
                  alt=""
                  width={64}
                  height={48}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
                <Text size="sm">{t('treeEdit.photo.orderRow', orderWords(t, photo, index))}</Text>
              </Group>
              <Group gap={4}>
                <ActionIcon
                  variant="default"
                  aria-label={t('treeEdit.photo.moveUp', { number: String(index + 1) })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('treeEdit.photo.moveDown', { number: String(index + 1) })}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t('treeEdit.cancel')}
          </Button>
          <Button
            loading={loading}
            onClick={async () => {
              await change(async () => {
                const result = await reorder({
                  variables: { order: order.map((photoId, i) => ({ photoId, sequence: i + 1 })) },
                });
                return result.data ? { version: result.data.reorderPhotos } : null;
              });
              onClose();
            }}
          >
            {t('treeEdit.photo.saveOrder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
