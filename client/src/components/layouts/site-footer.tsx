import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TreeMark } from '@/components/ui/icons';
import { programLink } from '@/config/external-links';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/i18n/i18n';
import classes from './site-footer.module.css';
import { UnitsSwitch } from './units-switch';

const footerLinks: { label: MessageKey; to: string }[] = [
  { label: 'nav.treeLists', to: paths.searchLists.href() },
  { label: 'footer.glossary', to: paths.glossary.href() },
  { label: 'footer.appraisals', to: paths.appraisals.href() },
  { label: 'header.donate', to: paths.donation.href() },
];

/** A page the server answers (not a screen of the app): a plain link, loaded in full. */
const API_DOCS_HREF = '/api/docs';

export function SiteFooter() {
  const t = useT();
  const program = (
    <Anchor key="program" href={programLink.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {t('footer.program')}
    </Anchor>
  );
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="sm" align="flex-start" wrap="nowrap" maw={520}>
            <span className={classes.mark}>
              <TreeMark size={36} />
            </span>
            <Stack gap={4}>
              <Text fw={700}>{t('brand.name')}</Text>
              <Text size="sm">{t.rich('footer.about', { program })}</Text>
            </Stack>
          </Group>
          <nav aria-label={t('footer.nav')}>
            <Group component="ul" gap="md" className={classes.list}>
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <Anchor component={Link} to={link.to} className={classes.link}>
                    {t(link.label)}
                  </Anchor>
                </li>
              ))}
              <li>
                <Anchor href={API_DOCS_HREF} className={classes.link}>
                  {t('footer.api')}
                </Anchor>
              </li>
            </Group>
          </nav>
        </Group>
        <UnitsSwitch />
        <Text size="xs" mt="lg" className={classes.fineprint}>
          {t('footer.fineprint', { year: String(new Date().getFullYear()) })}
        </Text>
      </Container>
    </footer>
  );
}
