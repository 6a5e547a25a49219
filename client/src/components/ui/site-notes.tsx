import { VisuallyHidden } from '@mantine/core';
import classes from './site-notes.module.css';

type NoteKind = 'reason' | 'warning' | 'unknown' | 'failed';

/** Each kind's look and its words for screen readers: never colour alone (icon and label too). */
const KINDS: Record<NoteKind, { icon: string; label: string }> = {
  reason: { icon: '✓', label: 'Good for this site:' },
  warning: { icon: '!', label: 'Warning:' },
  unknown: { icon: '?', label: 'Not known:' },
  failed: { icon: '✗', label: 'Does not fit:' },
};

/** Reasons (green), warnings (amber), unknowns (grey) or failed constraints (red) of one tree. */
export function SiteNotes({ kind, notes, label }: { kind: NoteKind; notes: readonly string[]; label: string }) {
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
            <VisuallyHidden>{spoken} </VisuallyHidden>
            {note}
          </span>
        </li>
      ))}
    </ul>
  );
}
