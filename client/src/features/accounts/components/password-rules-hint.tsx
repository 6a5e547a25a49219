import { List, Text } from '@mantine/core';
import { passwordRuleMessages } from '../forms/password-rules';

/**
 * Under a new-password field: what a password needs, then every §5 rule the typed one still breaks
 * (exact messages, live), so the disabled submit is never a mystery.
 */
export function PasswordRulesHint({ id, password }: { id: string; password: string }) {
  const messages = password ? passwordRuleMessages(password) : [];
  return (
    <div id={id}>
      <Text size="xs" c="dimmed">
        At least 9 characters with an uppercase letter, a lowercase letter, a number and a special character, or a
        passphrase of 20 characters or more.
      </Text>
      {messages.length > 0 && (
        <List size="xs" c="red.8" mt={4} spacing={2} aria-live="polite">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
