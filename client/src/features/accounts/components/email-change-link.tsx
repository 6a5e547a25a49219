import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import 'virtual:icu-messages/settings';
import { useT, type MessageKey } from '@/i18n/i18n';
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
    title: 'settings.link.confirmTitle',
    intro: 'settings.link.confirmIntro',
    button: 'settings.link.confirmButton',
  },
  cancel: {
    title: 'settings.link.cancelTitle',
    intro: 'settings.link.cancelIntro',
    button: 'settings.link.cancelButton',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/**
 * /confirm-email?token and /cancel-email-change?token. The link's work waits for a click (mail
 * scanners that open links must not confirm or cancel anything). States: ready, working, done,
 * failed (an invalid or expired link, or the server not reachable: then it can be tried again).
 */
export function EmailChangeLink({ kind, token }: { kind: 'confirm' | 'cancel'; token: string }) {
  const run = useEmailChangeLink(kind);
  const viewer = useViewer();
  const [state, setState] = useState<LinkState>({ kind: 'ready' });
  const t = useT();
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
      setState({ kind: 'failed', message: requestFailureText(error, t), retry: true });
    }
  };

  if (state.kind === 'done') {
    return (
      <Alert color="green" variant="light" role="status" maw={560}>
        {state.message}{' '}
        {viewer ? (
          <Anchor component={Link} to={paths.account.href()}>
            {t('settings.link.goToAccount')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={{ pathname: paths.home.href(), hash: AUTH_MODAL_HASH }}>
            {t('settings.link.logIn')}
          </Anchor>
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" maw={560}>
      <Text>{t(COPY[kind].intro)}</Text>
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
          {!state.retry && kind === 'confirm' && ` ${t('settings.link.newLinkHint')}`}
        </Alert>
      )}
      {!(state.kind === 'failed' && !state.retry) && (
        <div>
          <Button onClick={() => void submit()} loading={state.kind === 'working'}>
            {t(COPY[kind].button)}
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
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name={kind === 'confirm' ? 'titles.confirmEmail' : 'titles.cancelEmailChange'} />
      <Title order={1}>{t(COPY[kind].title)}</Title>
      {token ? (
        <EmailChangeLink kind={kind} token={token} />
      ) : (
        <Alert color="red" variant="light" role="alert" maw={560}>
          {t('settings.link.needsLink')}
        </Alert>
      )}
    </Stack>
  );
}
