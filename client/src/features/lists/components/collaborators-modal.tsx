import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import { fieldProps } from '@/lib/form-fields';
import { EMAIL_PATTERN } from '@/lib/form-fields';
import { useCollaborators } from '../hooks/use-list-editing';
import type { ListDetail } from '../hooks/use-lists';
import { LIST_CLIENT_MESSAGES as M, listT } from '../list-rules';

const collaboratorSchema = object({
  email: string()
    .default('')
    .trim()
    .required(() => listT()('lists.collab.emailRequired'))
    .matches(EMAIL_PATTERN, () => listT()('lists.collab.emailInvalid')),
});

type CollaboratorsModalProps = {
  opened: boolean;
  onClose: () => void;
  list: Pick<ListDetail, 'id' | 'name' | 'canEdit' | 'collaborators' | 'owner'>;
};

/**
 * Who edits the list with its owner; editors add a user by e-mail (spec §5, §8) and remove one. An
 * address without an account ('Error, user does not exist') can be sent an invitation (issue 21.10).
 */
export function CollaboratorsModal({ opened, onClose, list }: CollaboratorsModalProps) {
  const { addCollaborator, inviteCollaborator, removeCollaborator, adding, inviting } = useCollaborators();
  const [unknown, setUnknown] = useState<string | null>(null);
  const t = useT();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: collaboratorSchema,
    onSubmit: async (values, helpers) => {
      const email = values.email.trim();
      const refusal = await addCollaborator(list.id, email);
      setUnknown(refusal === M.noSuchUser ? email : null);
      if (refusal) helpers.setFieldError('email', refusal);
      else helpers.resetForm();
    },
  });
  const invite = async () => {
    if (!unknown) return;
    const refusal = await inviteCollaborator(list.id, unknown);
    if (refusal) formik.setFieldError('email', refusal);
    else {
      setUnknown(null);
      formik.resetForm();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('lists.collab.title', { name: list.name })}>
      <Stack gap="sm">
        <Text size="sm">{t('lists.collab.owner', { name: `${list.owner.firstName} ${list.owner.lastName}` })}</Text>
        {list.collaborators.length ? (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('lists.collab.list')}>
            {list.collaborators.map((person) => (
              <Group key={person.id} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {person.firstName} {person.lastName}
                  {person.email ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {person.email}
                    </Text>
                  ) : null}
                </Text>
                {list.canEdit ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('lists.collab.removeNamed', { name: `${person.firstName} ${person.lastName}` })}
                    onClick={() => void removeCollaborator(list.id, person.id)}
                  >
                    {t('lists.collab.remove')}
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('lists.collab.none')}
          </Text>
        )}
        {list.canEdit ? (
          <form onSubmit={formik.handleSubmit} noValidate aria-label={t('lists.collab.addForm')}>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label={t('lists.collab.addLabel')}
                type="email"
                autoComplete="off"
                style={{ flex: 1 }}
                {...fieldProps(formik, 'email')}
              />
              <Button type="submit" mt={24} loading={adding}>
                {t('lists.collab.add')}
              </Button>
            </Group>
            {unknown && unknown === formik.values.email.trim() ? (
              <Group gap="xs" mt="xs" wrap="wrap">
                <Text size="sm">{t('lists.collab.invite', { email: unknown })}</Text>
                <Button size="compact-sm" variant="light" loading={inviting} onClick={() => void invite()}>
                  {M.sendInvitation}
                </Button>
              </Group>
            ) : null}
          </form>
        ) : null}
      </Stack>
    </Modal>
  );
}
