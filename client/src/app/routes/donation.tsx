import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Accordion, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/info';
import { useT } from '@/i18n/i18n';
import { ScreenTitle } from '@/components/ui/screen-title';
import { donationLink, programLink } from '@/config/external-links';
import classes from './donation.module.css';

/** What a gift pays for, shown in the fund's description. */
const fundUses = [
  'info.donation.use.records',
  'info.donation.use.photos',
  'info.donation.use.hosting',
  'info.donation.use.students',
] as const;

/** The questions donors ask most, answered once. */
const questions = [
  { id: 'tax', question: 'info.donation.q.tax', answer: 'info.donation.a.tax' },
  { id: 'use', question: 'info.donation.q.use', answer: 'info.donation.a.use' },
  { id: 'receipt', question: 'info.donation.q.receipt', answer: 'info.donation.a.receipt' },
  { id: 'other', question: 'info.donation.q.other', answer: 'info.donation.a.other' },
] as const;

export default function DonationRoute() {
  const t = useT();
  return (
    <Stack gap="lg" maw={820}>
      <ScreenTitle name="titles.donate" />
      <Title order={1}>{t('info.donation.title')}</Title>

      <Stack gap="sm" className={classes.text}>
        <Text>{t('info.donation.intro1', { program: programLink.label })}</Text>
        <Text>{t('info.donation.intro2')}</Text>
      </Stack>

      <Group>
        <Button
          component="a"
          href={donationLink.href}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          color="forest"
          aria-label={t('info.donation.buttonLabel')}
        >
          {t('info.donation.button')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('info.donation.opens')}
        </Text>
      </Group>

      <section aria-labelledby="fund-uses">
        <Title order={2} id="fund-uses" size="h3" mb="xs">
          {t('info.donation.usesTitle')}
        </Title>
        <List spacing="xs" className={classes.text}>
          {fundUses.map((use) => (
            <List.Item key={use}>{t(use)}</List.Item>
          ))}
        </List>
      </section>

      <section aria-labelledby="donation-faq">
        <Title order={2} id="donation-faq" size="h3" mb="xs">
          {t('info.donation.faqTitle')}
        </Title>
        <Accordion variant="separated" multiple className={classes.faq}>
          {questions.map((q) => (
            <Accordion.Item key={q.id} value={q.id}>
              <Accordion.Control>{t(q.question)}</Accordion.Control>
              <Accordion.Panel>
                <Text>{t(q.answer)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
    </Stack>
  );
}
