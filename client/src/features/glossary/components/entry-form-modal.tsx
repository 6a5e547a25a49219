import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/glossaryEdit';
import { RichTextField } from '@/components/ui/rich-text-editor';
import { useT } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { translatedFieldProps } from '@/lib/translated-field-props';
import { entrySchema, GLOSSARY_MESSAGES, glossaryErrorText, type EntryValues } from '../forms/glossary-schemas';
import type { GlossaryEntry } from '../hooks/use-glossary';
import { useSaveEntry } from '../hooks/use-glossary-edits';

/** The server names the Spanish fields as the REST body does. */
const SERVER_FIELDS = { term_es: 'termEs', definition_es: 'definitionEs' } as const;
const FORM_FIELDS = ['term', 'definition', 'termEs', 'definitionEs'] as const;

type EntryFormModalProps = {
  opened: boolean;
  /** The entry to edit; absent: a new term. */
  entry?: GlossaryEntry;
  onClose: () => void;
};

/** The entry form's state and submit: saved (toast, closed), or the server's problems on their fields. */
function useEntryForm(entry: GlossaryEntry | undefined, onClose: () => void) {
  const [{ save, saving }, t] = [useSaveEntry(), useT()];
  const [formError, setFormError] = useState<string | null>(null);
  const failed = entry ? GLOSSARY_MESSAGES.updateFailed : GLOSSARY_MESSAGES.createFailed;
  const formik = useFormik<EntryValues>({
    initialValues: {
      term: entry?.term ?? '',
      definition: entry?.definition ?? '',
      termEs: entry?.termEs ?? '',
      definitionEs: entry?.definitionEs ?? '',
    },
    enableReinitialize: true,
    validationSchema: entrySchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const answer = await save(values, entry);
        if (answer.ok) {
          void notify({ message: t(entry ? GLOSSARY_MESSAGES.updated : GLOSSARY_MESSAGES.created), color: 'green' });
          helpers.resetForm();
          onClose();
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, FORM_FIELDS, SERVER_FIELDS);
        helpers.setErrors(fieldErrors);
        if (other.length) setFormError(other.join(' '));
      } catch (error) {
        logError('glossary entry not saved', error);
      }
      void notify({ message: t(failed), color: 'red' });
    },
  });
  return { formik, saving, formError, setFormError };
}

type EntryFormik = ReturnType<typeof useEntryForm>['formik'];

/** The term and its definition (both required). */
function EnglishFields({ formik, id }: { formik: EntryFormik; id: string }) {
  const t = useT();
  const shown = formik.touched.definition || formik.submitCount > 0;
  return (
    <>
      <TextInput
        label={t('glossaryEdit.term')}
        required
        autoComplete="off"
        {...translatedFieldProps(formik, 'term', t)}
      />
      <RichTextField
        id={id}
        label={t('glossaryEdit.definition')}
        required
        plainTextPaste
        linkProtocols={['https']}
        value={formik.values.definition || null}
        error={shown ? glossaryErrorText(t, formik.errors.definition) : undefined}
        onChange={(html) => void formik.setFieldValue('definition', html ?? '')}
        onBlur={() => void formik.setFieldTouched('definition', true)}
      />
    </>
  );
}

/** The optional Spanish term and definition (issue 28): both, or neither. */
function SpanishFields({ formik, id }: { formik: EntryFormik; id: string }) {
  const t = useT();
  const shown = formik.touched.definitionEs || formik.submitCount > 0;
  return (
    <>
      <TextInput
        label={t('glossaryEdit.spanishTerm')}
        description={t('glossaryEdit.spanishTermHint')}
        lang="es"
        autoComplete="off"
        {...translatedFieldProps(formik, 'termEs', t)}
      />
      <RichTextField
        id={`${id}-es`}
        label={t('glossaryEdit.spanishDefinition')}
        plainTextPaste
        linkProtocols={['https']}
        value={formik.values.definitionEs || null}
        error={shown ? glossaryErrorText(t, formik.errors.definitionEs) : undefined}
        onChange={(html) => void formik.setFieldValue('definitionEs', html ?? '')}
        onBlur={() => void formik.setFieldTouched('definitionEs', true)}
      />
    </>
  );
}

/**
 * The create and edit dialog: term and definition, and their optional Spanish pair (Tiptap; pasting brings plain text only; links
 * https:// only). The server's field problems land beside their field; a save refused because
 * someone else saved the entry first is shown above the form, which keeps the editor's text.
 */
export function EntryFormModal({ opened, entry, onClose }: EntryFormModalProps) {
  const [{ formik, saving, formError, setFormError }, t] = [useEntryForm(entry, onClose), useT()];
  const close = () => {
    setFormError(null);
    formik.resetForm();
    onClose();
  };
  const id = entry ? `glossary-definition-${entry.id}` : 'glossary-definition-new';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={entry ? t('glossaryEdit.editTitle', { term: entry.term }) : t('glossaryEdit.addTitle')}
      size="lg"
    >
      <form
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label={t(entry ? 'glossaryEdit.editForm' : 'glossaryEdit.newForm')}
      >
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <EnglishFields formik={formik} id={id} />
          <SpanishFields formik={formik} id={id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('glossaryEdit.cancel')}
            </Button>
            <Button type="submit" loading={saving || formik.isSubmitting}>
              {t(entry ? 'glossaryEdit.save' : 'glossaryEdit.addTerm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
