import { List, Paper, Text, Title } from '@mantine/core';

/** The user agreement accepted when an account is verified. */
export function UserAgreement() {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      mah={320}
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      aria-labelledby="user-agreement-title"
    >
      <Title order={2} size="h4" id="user-agreement-title" mb="xs">
        SelecTree User Agreement
      </Title>
      <Text size="sm" mb="xs">
        SelecTree is a tree selection guide published by the Urban Forest Ecosystems Institute at Cal Poly. By verifying
        your account you agree that:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          the information in SelecTree is provided for education and planning; it does not replace the advice of a
          certified arborist or local regulations;
        </List.Item>
        <List.Item>
          you use your account only for yourself, keep your password private, and tell us if you think someone else has
          used it;
        </List.Item>
        <List.Item>
          lists, notes and other content you add are your own, must be lawful and respectful, and may be removed if they
          are not;
        </List.Item>
        <List.Item>
          we keep your name, e-mail address, organization and lists to run your account, never sell them, and only
          e-mail you about your account or, if you choose, with SelecTree news;
        </List.Item>
        <List.Item>you may ask us to delete your account at any time.</List.Item>
      </List>
    </Paper>
  );
}
