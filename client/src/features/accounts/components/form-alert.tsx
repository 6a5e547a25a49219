import { Alert, List } from '@mantine/core';

type FormAlertProps = { color: 'red' | 'green'; title?: string; messages: readonly string[] };

/** A form's answer above or below it: the outcome, or what the server said beyond single fields. */
export function FormAlert({ color, title, messages }: FormAlertProps) {
  if (!title && messages.length === 0) return null;
  const [first, ...rest] = messages;
  return (
    <Alert color={color} variant="light" title={title} role={color === 'red' ? 'alert' : 'status'}>
      {title ? (
        messages.length > 0 && (
          <List size="sm">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        )
      ) : (
        <>
          {first}
          {rest.length > 0 && (
            <List size="sm" mt={4}>
              {rest.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Alert>
  );
}
