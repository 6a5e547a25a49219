import { List, Text } from '@mantine/core';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { passwordRuleMessages } from '../forms/password-rules';
import { passwordMessageText } from '../forms/password-text';

/**
 * Under a new-password field: what a password needs, then every §5 rule the typed one still breaks
 * (exact messages, live), so the disabled submit is never a mystery.
 */
export function PasswordRulesHint({ id, password }: { id: string; password: string }) {
  const [messages, t] = [password ? passwordRuleMessages(password) : [], useT()];
  return (
    <div id={id}>
      <Text size="xs" c="dimmed">
        {t('accounts.passwordRules')}
      </Text>
      {messages.length > 0 && (
        <List size="xs" c="red.8" mt={4} spacing={2} aria-live="polite">
          {messages.map((message) => (
            <List.Item key={message}>{passwordMessageText(t, message)}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
