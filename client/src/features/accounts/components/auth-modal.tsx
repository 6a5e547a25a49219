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
import { useViewer } from '@/lib/auth';
import { useRequestPasswordReset } from '../hooks/use-password';
import { useResendVerification } from '../hooks/use-signup';
import { ACCOUNT_MESSAGES } from '../messages';
import { EmailRequestForm } from './email-request-form';
import { LoginForm } from './login-form';
import { requestFailureText } from './request-failure-text';
import { SignupForm } from './signup-form';

/** The dialog's views (spec §4: the login modal toggles among them). */
export const AUTH_VIEWS = ['login', 'signup', 'password_recovery', 'verify'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

const TITLES: Record<AuthView, string> = {
  login: 'Log in to SelecTree',
  signup: 'Create a SelecTree account',
  password_recovery: 'Reset your password',
  verify: 'Verify your account',
};

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
  const { request, loading } = useRequestPasswordReset();
  return (
    <EmailRequestForm
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      submitLabel="Send reset link"
      send={request}
      loading={loading}
      sentMessage={ACCOUNT_MESSAGES.resetRequested}
      failureMessage={() => ACCOUNT_MESSAGES.resetRequestFailed}
    />
  );
}

function ResendVerificationView() {
  const { resend, loading } = useResendVerification();
  return (
    <EmailRequestForm
      intro="Signed up but the link expired or never arrived? Enter your e-mail address and we will send a new verification link (it expires in 5 minutes)."
      submitLabel="Send verification e-mail"
      send={resend}
      loading={loading}
      sentMessage={ACCOUNT_MESSAGES.verificationSent}
      failureMessage={requestFailureText}
    />
  );
}

/** The login dialog, opened by the #auth_modal hash (root-layout.tsx): login, sign-up, recovery, verify. */
export default function AuthModal({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const [view, setView] = useState<AuthView>(() => initialView(location.state));
  const viewer = useViewer();

  if (viewer) {
    return (
      <Modal opened onClose={onClose} title="Logged in" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text>
          You are logged in as {viewer.firstName} {viewer.lastName} ({viewer.email}).
        </Text>
      </Modal>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={TITLES[view]}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
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
                <Text size="sm">New to SelecTree?</Text>
                <ViewLink onClick={() => setView('signup')}>Create an account</ViewLink>
              </Group>
              <ViewLink onClick={() => setView('password_recovery')}>Forgot your password?</ViewLink>
              <ViewLink onClick={() => setView('verify')}>Resend the verification e-mail</ViewLink>
            </>
          ) : (
            <Group gap={6} justify="center">
              <Text size="sm">{view === 'signup' ? 'Already have an account?' : 'Remembered it?'}</Text>
              <ViewLink onClick={() => setView('login')}>Log in</ViewLink>
            </Group>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
