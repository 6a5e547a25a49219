import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  ReorderPhotosDocument,
  UpdatePhotoDocument,
  type EditPhotoFieldsFragment,
} from '@/features/tree-edit/generated/graphql';
import { photoUrl } from '@/lib/photo-url';

/** Spec §8, verbatim. */
export const CLOSE_FORM_CONFIRM = 'Are you sure you wish to close this form? Information will not be saved.';
export const LEAVE_ORDER_CONFIRM = 'Are you sure you wish to leave? Order will not be saved.';

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
  const [update, { loading }] = useMutation(UpdatePhotoDocument);
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
    if (changed && !window.confirm(CLOSE_FORM_CONFIRM)) return;
    setShownFor(null);
    onClose();
  };
  return (
    <Modal opened={!!photo} onClose={close} title="Edit photo">
      <Stack>
        {photo && (
          <img src={photoUrl(photo.link)} alt="" style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }} />
        )}
        <TextInput
          label="Attribute name"
          description="What the photo shows: bark, leaf, flower…"
          value={draft.attributeName}
          onChange={(e) => setDraft({ ...draft, attributeName: e.currentTarget.value })}
        />
        <TextInput
          label="Credit"
          value={draft.credit}
          onChange={(e) => setDraft({ ...draft, credit: e.currentTarget.value })}
        />
        <TextInput
          label="Licence"
          description="As the photographer gave it: CC BY 4.0, CC BY-SA 4.0, CC0 1.0, All rights reserved…"
          required
          value={draft.licence}
          onChange={(e) => setDraft({ ...draft, licence: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
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
            Save Photo
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
  const [reorder, { loading }] = useMutation(ReorderPhotosDocument);
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
    if (changed && !window.confirm(LEAVE_ORDER_CONFIRM)) return;
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Reorder photos">
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
                <Text size="sm">
                  {index + 1}. {photo.attributeName ?? 'Photo'} · {photo.credit ?? 'no credit'} · {photo.licence}
                </Text>
              </Group>
              <Group gap={4}>
                <ActionIcon
                  variant="default"
                  aria-label={`Move photo ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move photo ${index + 1} down`}
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
            Cancel
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
            Save Order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
