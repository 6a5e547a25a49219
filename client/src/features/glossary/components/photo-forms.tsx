import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { fieldProps } from '@/lib/form-fields';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import {
  captionSchema,
  GLOSSARY_MESSAGES,
  PHOTO_TYPES,
  photoSchema,
  type PhotoValues,
} from '../forms/glossary-schemas';
import type { GlossaryPhoto } from '../hooks/use-glossary';
import { uploadGlossaryPhoto, useUpdatePhotoText, type FormAnswer } from '../hooks/use-glossary-edits';

/** Feeds a failed answer into the form (beside its field) and shows the spec's toast. */
function refused(answer: FormAnswer, setErrors: (errors: Record<string, string>) => void, toast: string) {
  if (!answer.ok) setErrors(toErrorMap(answer.errors, ['photo', 'caption'] as const).fieldErrors);
  void notify({ message: toast, color: 'red' });
}

/** Add a photo (JPEG or PNG) with its text to an entry. */
export function PhotoUploadModal({
  entryId,
  term,
  opened,
  onClose,
  onUploaded,
}: {
  entryId: number;
  term: string;
  opened: boolean;
  onClose: () => void;
  onUploaded: () => Promise<unknown>;
}) {
  const formik = useFormik<PhotoValues>({
    initialValues: { photo: null, caption: '' },
    validationSchema: photoSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await uploadGlossaryPhoto(entryId, values.photo!, values.caption);
        if (answer.ok) {
          await onUploaded();
          void notify({ message: GLOSSARY_MESSAGES.uploaded, color: 'green' });
          helpers.resetForm();
          onClose();
          return;
        }
        refused(answer, helpers.setErrors, GLOSSARY_MESSAGES.uploadFailed);
      } catch (error) {
        logError('glossary photo not uploaded', error);
        refused({ ok: true }, helpers.setErrors, GLOSSARY_MESSAGES.uploadFailed);
      }
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  const photoError = formik.touched.photo || formik.submitCount > 0 ? formik.errors.photo : undefined;
  return (
    <Modal opened={opened} onClose={close} title={`Add a photo to “${term}”`}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Add a glossary photo">
        <Stack gap="sm">
          <FileInput
            label="Photo"
            description="JPEG or PNG, at most 15 MB"
            placeholder="Choose a file"
            accept={PHOTO_TYPES.join(',')}
            required
            clearable
            value={formik.values.photo}
            onChange={(file) => {
              void formik.setFieldValue('photo', file);
              void formik.setFieldTouched('photo', true, false);
            }}
            error={photoError as string | undefined}
          />
          <TextInput label="Photo text" description="Shown under the photo" {...fieldProps(formik, 'caption')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={formik.isSubmitting}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Edit the text shown under a photo (empty removes it). */
export function PhotoTextModal({
  photo,
  opened,
  onClose,
}: {
  photo: GlossaryPhoto;
  opened: boolean;
  onClose: () => void;
}) {
  const updateText = useUpdatePhotoText();
  const formik = useFormik({
    initialValues: { caption: photo.definitionText ?? '' },
    enableReinitialize: true,
    validationSchema: captionSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await updateText(photo.id, values.caption);
        if (answer.ok) {
          void notify({ message: GLOSSARY_MESSAGES.photoTextUpdated, color: 'green' });
          onClose();
          return;
        }
        refused(answer, helpers.setErrors, GLOSSARY_MESSAGES.photoTextFailed);
      } catch (error) {
        logError('glossary photo text not saved', error);
        refused({ ok: true }, helpers.setErrors, GLOSSARY_MESSAGES.photoTextFailed);
      }
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Edit photo text">
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Edit photo text">
        <Stack gap="sm">
          <TextInput label="Photo text" data-autofocus {...fieldProps(formik, 'caption')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formik.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
