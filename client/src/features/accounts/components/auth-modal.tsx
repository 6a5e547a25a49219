import { Button, Modal, Stack, Text } from '@mantine/core';

/**
 * The login dialog, opened by the #auth_modal hash. Seam: the accounts issue fills it with the
 * login, sign-up, password recovery and verify views.
 */
export default function AuthModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Log in to SelecTree" centered>
      <Stack gap="md">
        <Text>
          Accounts arrive in a later release. Until then every tree, list and page of the catalogue is open to you
          without signing in.
        </Text>
        <Button onClick={onClose} variant="light">
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
