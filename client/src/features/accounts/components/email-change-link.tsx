import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ScreenTitle } from '@/components/ui/screen-title';
import { AUTH_MODAL_HASH, paths } from '@/config/paths';
import { useViewer } from '@/lib/auth';
import { useEmailChangeLink } from '../hooks/use-account';
import { requestFailureText } from './request-failure-text';

type LinkState =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; retry: boolean };

const COPY = {
  confirm: {
    title: 'Confirm E-mail Address',
    intro: 'Confirm the new e-mail address of your SelecTree account. Once confirmed, you sign in with it.',
    button: 'Confirm the new address',
  },
  cancel: {
    title: 'Cancel E-mail Change',
    intro:
      'Cancel the e-mail change of your SelecTree account. If the change was already confirmed, this puts your previous address back and signs everyone out.',
    button: 'Cancel the change',
  },
} as const;

/**
 * /confirm-email?token and /cancel-email-change?token. The link's work waits for a click (mail
 * scanners that open links must not confirm or cancel anything). States: ready, working, done,
 * failed (an invalid or expired link, or the server not reachable: then it can be tried again).
 */
export function EmailChangeLink({ kind, token }: { kind: 'confirm' | 'cancel'; token: string }) {
  const run = useEmailChangeLink(kind);
  const viewer = useViewer();
  const [state, setState] = useState<LinkState>({ kind: 'ready' });
  const submit = async () => {
    setState({ kind: 'working' });
    try {
      const answer = await run(token);
      setState(
        answer.ok
          ? { kind: 'done', message: answer.message }
          : { kind: 'failed', message: answer.message, retry: false },
      );
    } catch (error) {
      setState({ kind: 'failed', message: requestFailureText(error), retry: true });
    }
  };

  if (state.kind === 'done') {
    return (
      <Alert color="green" variant="light" role="status" maw={560}>
        {state.message}{' '}
        {viewer ? (
          <Anchor component={Link} to={paths.account.href()}>
            Go to your account
          </Anchor>
        ) : (
          <Anchor component={Link} to={{ pathname: paths.home.href(), hash: AUTH_MODAL_HASH }}>
            Log in
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" maw={560}>
      <Text>{COPY[kind].intro}</Text>
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
          {!state.retry && kind === 'confirm' && ' You can send a new link from your account page.'}
        </Alert>
      )}
      {!(state.kind === 'failed' && !state.retry) && (
        <div>
          <Button onClick={() => void submit()} loading={state.kind === 'working'}>
            {COPY[kind].button}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The page of either link: its title, and the link's form (or, without a token, what is missing). */
export function EmailChangeLinkPage({ kind }: { kind: 'confirm' | 'cancel' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name={kind === 'confirm' ? 'titles.confirmEmail' : 'titles.cancelEmailChange'} />
      <Title order={1}>{COPY[kind].title}</Title>
      {token ? (
        <EmailChangeLink kind={kind} token={token} />
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          This page needs the link from your e-mail.
        </Alert>
      )}
    </Stack>
  );
}
