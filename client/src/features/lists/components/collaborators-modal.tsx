import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { fieldProps } from '@/lib/form-fields';
import { EMAIL_PATTERN } from '@/lib/form-fields';
import { useCollaborators } from '../hooks/use-list-editing';
import type { ListDetail } from '../hooks/use-lists';

const collaboratorSchema = object({
  email: string()
    .default('')
    .trim()
    .required('Enter the e-mail address of a SelecTree user')
    .matches(EMAIL_PATTERN, 'Please enter a valid email address'),
});

type CollaboratorsModalProps = {
  opened: boolean;
  onClose: () => void;
  list: Pick<ListDetail, 'id' | 'name' | 'canEdit' | 'collaborators' | 'owner'>;
};

/** Who edits the list with its owner; editors add a user by e-mail (spec §5, §8) and remove one. */
export function CollaboratorsModal({ opened, onClose, list }: CollaboratorsModalProps) {
  const { addCollaborator, removeCollaborator, adding } = useCollaborators();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: collaboratorSchema,
    onSubmit: async (values, helpers) => {
      const refusal = await addCollaborator(list.id, values.email.trim());
      if (refusal) helpers.setFieldError('email', refusal);
      else helpers.resetForm();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Collaborators of ${list.name}`}>
      <Stack gap="sm">
        <Text size="sm">
          Owner: {list.owner.firstName} {list.owner.lastName}
        </Text>
        {list.collaborators.length ? (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Collaborators">
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
                    aria-label={`Remove ${person.firstName} ${person.lastName}`}
                    onClick={() => void removeCollaborator(list.id, person.id)}
                  >
                    Remove
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No collaborators yet.
          </Text>
        )}
        {list.canEdit ? (
          <form onSubmit={formik.handleSubmit} noValidate aria-label="Add a collaborator">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label="Add a collaborator by e-mail"
                type="email"
                autoComplete="off"
                style={{ flex: 1 }}
                {...fieldProps(formik, 'email')}
              />
              <Button type="submit" mt={24} loading={adding}>
                Add
              </Button>
            </Group>
          </form>
        ) : null}
      </Stack>
    </Modal>
  );
}
