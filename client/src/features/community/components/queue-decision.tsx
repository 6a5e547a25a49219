import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/community';
import { useT, type Translate } from '@/i18n/i18n';

import type { Decide, Decision } from '../queue-model';
import classes from './community.module.css';

export type DecisionAction = {
  decision: Decision;
  label: string;
  /** Asks for a note first; `required`: the decision cannot go without it. */
  note?: { label: string; required: boolean };
  color?: string;
  variant?: string;
};

/** A note's field left empty where the decision needs it. */
const requiredText = (t: Translate, label: string) => t('community.decision.required', { label });

type QueueDecisionProps = { itemId: number; actions: DecisionAction[]; decide: Decide };

/**
 * An item's decision buttons. A decision that takes a note (a rejection's reason, a resolution's
 * note) opens its field first. The server's refusal (someone else decided first: 409) shows here.
 */
export function QueueDecision({ itemId, actions, decide }: QueueDecisionProps) {
  const [asking, setAsking] = useState<DecisionAction | null>(null);
  const [[note, setNote], [noteError, setNoteError], t] = [useState(''), useState<string | null>(null), useT()];
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Decision | null>(null);

  const run = async (action: DecisionAction, text: string | null) => {
    setFailure(null);
    setBusy(action.decision);
    try {
      await decide(itemId, action.decision, text);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('community.decision.failed'));
    } finally {
      setBusy(null);
    }
  };
  const choose = (action: DecisionAction) => {
    if (!action.note) return void run(action, null);
    setAsking(action);
    setNote('');
    setNoteError(null);
  };
  const confirm = () => {
    if (!asking) return;
    if (asking.note?.required && !note.trim()) return setNoteError(requiredText(t, asking.note.label));
    void run(asking, note.trim() || null);
  };

  return (
    <Stack gap="xs" className={classes.form}>
      {asking?.note ? (
        <Stack gap="xs">
          <Textarea
            label={asking.note.label}
            withAsterisk={asking.note.required}
            autosize
            minRows={2}
            data-autofocus
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteError(null);
            }}
            error={noteError}
          />
          <Group gap="xs" wrap="wrap">
            <Button size="sm" color={asking.color} onClick={confirm} loading={busy === asking.decision}>
              {asking.label}
            </Button>
            <Button size="sm" variant="subtle" onClick={() => setAsking(null)}>
              {t('community.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.decision}
              size="sm"
              color={action.color}
              variant={action.variant ?? 'filled'}
              loading={busy === action.decision}
              disabled={busy !== null && busy !== action.decision}
              onClick={() => choose(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
