import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './link-cards.module.css';

export type LinkCard = { label: string; description: string; to: string };

/** A grid of large, plain links (the home page's quick links). */
export function LinkCards({ links, label }: { links: LinkCard[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <UnstyledButton component={Link} to={link.to} className={classes.card}>
              <Text fw={700} className={classes.label}>
                {link.label}
              </Text>
              <Text size="sm" c="dimmed">
                {link.description}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
