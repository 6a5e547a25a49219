import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TreeMark } from '@/components/ui/icons';
import { programLink } from '@/config/external-links';
import { paths } from '@/config/paths';
import classes from './site-footer.module.css';

const footerLinks = [
  { label: 'Tree Lists', to: paths.searchLists.href() },
  { label: 'Glossary', to: paths.glossary.href() },
  { label: 'Appraisals', to: paths.appraisals.href() },
  { label: 'Donate', to: paths.donation.href() },
];

/** A page the server answers (not a screen of the app): a plain link, loaded in full. */
const API_DOCS_HREF = '/api/docs';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="sm" align="flex-start" wrap="nowrap" maw={520}>
            <span className={classes.mark}>
              <TreeMark size={36} />
            </span>
            <Stack gap={4}>
              <Text fw={700}>SelecTree</Text>
              <Text size="sm">
                A tree selection guide for California and the Pacific Islands, from the{' '}
                <Anchor href={programLink.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  {programLink.label}
                </Anchor>
                .
              </Text>
            </Stack>
          </Group>
          <nav aria-label="Footer">
            <Group component="ul" gap="md" className={classes.list}>
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <Anchor component={Link} to={link.to} className={classes.link}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
              <li>
                <Anchor href={API_DOCS_HREF} className={classes.link}>
                  API
                </Anchor>
              </li>
            </Group>
          </nav>
        </Group>
        <Text size="xs" mt="lg" className={classes.fineprint}>
          © {new Date().getFullYear()} SelecTree. Tree information is provided for guidance; check local conditions
          before planting.
        </Text>
      </Container>
    </footer>
  );
}
