import { VisuallyHidden } from '@mantine/core';
import 'virtual:icu-messages/ui';
import { useT, type MessageKey } from '@/i18n/i18n';
import classes from './site-notes.module.css';

type NoteKind = 'reason' | 'warning' | 'unknown' | 'failed';

/** Each kind's look and its words for screen readers: never colour alone (icon and label too). */
const KINDS: Record<NoteKind, { icon: string; label: MessageKey }> = {
  reason: { icon: '✓', label: 'ui.note.reason' },
  warning: { icon: '!', label: 'ui.note.warning' },
  unknown: { icon: '?', label: 'ui.note.unknown' },
  failed: { icon: '✗', label: 'ui.note.failed' },
};

/** Reasons (green), warnings (amber), unknowns (grey) or failed constraints (red) of one tree. */
export function SiteNotes({ kind, notes, label }: { kind: NoteKind; notes: readonly string[]; label: string }) {
  const t = useT();
  if (!notes.length) return null;
  const { icon, label: spoken } = KINDS[kind];
  return (
    <ul className={classes.notes} aria-label={label}>
      {notes.map((note) => (
        <li key={note} className={`${classes.note} ${classes[kind]}`} data-note={kind}>
          <span className={classes.noteIcon} aria-hidden="true">
            {icon}
          </span>
          <span>
            <VisuallyHidden>{t(spoken)} </VisuallyHidden>
            {note}
          </span>
        </li>
      ))}
    </ul>
  );
}
