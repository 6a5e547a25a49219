import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Button, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useFormik, type FormikProps } from 'formik';
import 'virtual:icu-messages/glossaryEdit';
import { useT, type Translate } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { translatedFieldProps } from '@/lib/translated-field-props';
import {
  captionSchema,
  GLOSSARY_MESSAGES,
  glossaryErrorText,
  PHOTO_TYPES,
  photoSchema,
  type PhotoValues,
} from '../forms/glossary-schemas';
import type { GlossaryPhoto } from '../hooks/use-glossary';
import { uploadGlossaryPhoto, useUpdatePhotoText, type FormAnswer } from '../hooks/use-glossary-edits';

/** Feeds a failed answer into the form (beside its field) and shows the spec's toast. */
function refused(
  t: Translate,
  answer: FormAnswer,
  setErrors: (errors: Record<string, string>) => void,
  toast: (typeof GLOSSARY_MESSAGES)['uploadFailed' | 'photoTextFailed'],
) {
  if (!answer.ok) setErrors(toErrorMap(answer.errors, ['photo', 'caption'] as const).fieldErrors);
  void notify({ message: t(toast), color: 'red' });
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
  const t = useT();
  const formik = useFormik<PhotoValues>({
    initialValues: { photo: null, caption: '' },
    validationSchema: photoSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await uploadGlossaryPhoto(entryId, values.photo!, values.caption);
        if (answer.ok) {
          await onUploaded();
          void notify({ message: t(GLOSSARY_MESSAGES.uploaded), color: 'green' });
          helpers.resetForm();
          onClose();
          return;
        }
        refused(t, answer, helpers.setErrors, GLOSSARY_MESSAGES.uploadFailed);
      } catch (error) {
        logError('glossary photo not uploaded', error);
        refused(t, { ok: true }, helpers.setErrors, GLOSSARY_MESSAGES.uploadFailed);
      }
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('glossaryEdit.uploadTitle', { term })}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('glossaryEdit.uploadForm')}>
        <Stack gap="sm">
          <PhotoFileField formik={formik} />
          <TextInput
            label={t('glossaryEdit.photoText')}
            description={t('glossaryEdit.photoTextHint')}
            {...translatedFieldProps(formik, 'caption', t)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('glossaryEdit.cancel')}
            </Button>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('glossaryEdit.upload')}
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
  const [updateText, t] = [useUpdatePhotoText(), useT()];
  const formik = useFormik({
    initialValues: { caption: photo.definitionText ?? '' },
    enableReinitialize: true,
    validationSchema: captionSchema,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await updateText(photo.id, values.caption);
        if (answer.ok) {
          void notify({ message: t(GLOSSARY_MESSAGES.photoTextUpdated), color: 'green' });
          onClose();
          return;
        }
        refused(t, answer, helpers.setErrors, GLOSSARY_MESSAGES.photoTextFailed);
      } catch (error) {
        logError('glossary photo text not saved', error);
        refused(t, { ok: true }, helpers.setErrors, GLOSSARY_MESSAGES.photoTextFailed);
      }
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('glossaryEdit.editPhotoText')}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('glossaryEdit.editPhotoText')}>
        <Stack gap="sm">
          <TextInput
            label={t('glossaryEdit.photoText')}
            data-autofocus
            {...translatedFieldProps(formik, 'caption', t)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('glossaryEdit.cancel')}
            </Button>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('glossaryEdit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The photo to upload (JPEG or PNG, at most 15 MB), its check's message in the page's language. */
function PhotoFileField({ formik }: { formik: FormikProps<PhotoValues> }) {
  const t = useT();
  const photoError = formik.touched.photo || formik.submitCount > 0 ? formik.errors.photo : undefined;
  return (
    <FileInput
      label={t('glossaryEdit.photo')}
      description={t('glossaryEdit.photoHint')}
      placeholder={t('glossaryEdit.chooseFile')}
      accept={PHOTO_TYPES.join(',')}
      required
      clearable
      value={formik.values.photo}
      onChange={(file) => {
        void formik.setFieldValue('photo', file);
        void formik.setFieldTouched('photo', true, false);
      }}
      error={glossaryErrorText(t, photoError as string | undefined)}
    />
  );
}
