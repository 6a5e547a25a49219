import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Anchor, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import 'virtual:icu-messages/accounts';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { useRequestPasswordReset } from '../hooks/use-password';
import { useResendVerification } from '../hooks/use-signup';
import { EmailRequestForm } from './email-request-form';
import { LoginForm } from './login-form';
import { requestFailureText } from './request-failure-text';
import { SignupForm } from './signup-form';

/** The dialog's views (spec §4: the login modal toggles among them). */
export const AUTH_VIEWS = ['login', 'signup', 'password_recovery', 'verify'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** A link may ask for a view: navigate to #auth_modal with `state: { authView }`. */
function initialView(state: unknown): AuthView {
  const requested =
    typeof state === 'object' && state !== null ? (state as { authView?: unknown }).authView : undefined;
  return AUTH_VIEWS.find((view) => view === requested) ?? 'login';
}

function ViewLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      {children}
    </Anchor>
  );
}

function PasswordRecoveryView() {
  const [{ request, loading }, t] = [useRequestPasswordReset(), useT()];
  return (
    <EmailRequestForm
      intro={t('accounts.recoveryIntro')}
      submitLabel={t('accounts.recoverySubmit')}
      send={request}
      loading={loading}
      sentMessage={t('accounts.msg.resetRequested')}
      failureMessage={() => t('accounts.msg.resetRequestFailed')}
    />
  );
}

function ResendVerificationView() {
  const [{ resend, loading }, t] = [useResendVerification(), useT()];
  return (
    <EmailRequestForm
      intro={t('accounts.resendIntro')}
      submitLabel={t('accounts.resendSubmit')}
      send={resend}
      loading={loading}
      sentMessage={t('accounts.msg.verificationSent')}
      failureMessage={(error) => requestFailureText(error, t)}
    />
  );
}

/** The login dialog, opened by the #auth_modal hash (root-layout.tsx): login, sign-up, recovery, verify. */
export default function AuthModal({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const [view, setView] = useState<AuthView>(() => initialView(location.state));
  const [viewer, t] = [useViewer(), useT()];

  if (viewer) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('accounts.loggedInTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('accounts.close') }}
      >
        <Text>{t('accounts.loggedInAs', { first: viewer.firstName, last: viewer.lastName, email: viewer.email })}</Text>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`accounts.title.${view}`)}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('accounts.close') }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: '1.25rem' } }}
    >
      <Stack gap="md">
        {view === 'login' && <LoginForm onLoggedIn={onClose} />}
        {view === 'signup' && <SignupForm />}
        {view === 'password_recovery' && <PasswordRecoveryView />}
        {view === 'verify' && <ResendVerificationView />}

        <Divider />
        <Stack gap={6} align="center">
          {view === 'login' ? (
            <>
              <Group gap={6} justify="center">
                <Text size="sm">{t('accounts.newHere')}</Text>
                <ViewLink onClick={() => setView('signup')}>{t('accounts.createAccount')}</ViewLink>
              </Group>
              <ViewLink onClick={() => setView('password_recovery')}>{t('accounts.forgot')}</ViewLink>
              <ViewLink onClick={() => setView('verify')}>{t('accounts.resend')}</ViewLink>
            </>
          ) : (
            <Group gap={6} justify="center">
              <Text size="sm">{view === 'signup' ? t('accounts.haveAccount') : t('accounts.remembered')}</Text>
              <ViewLink onClick={() => setView('login')}>{t('accounts.logIn')}</ViewLink>
            </Group>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
