import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Accordion, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { ScreenTitle } from '@/components/ui/screen-title';
import { donationLink, programLink } from '@/config/external-links';
import classes from './donation.module.css';

/** What a gift pays for, shown in the fund's description. */
const fundUses = [
  'Keeping tree records current: new species and cultivars, corrected characteristics and climate data.',
  'Photographs of trees at every season, taken and credited by volunteers and staff.',
  'Hosting, security updates and the upkeep of the search, lists and data tools.',
  'Student assistants who research trees and maintain the catalogue.',
];

/** The questions donors ask most, answered once. */
const questions = [
  {
    id: 'tax',
    question: 'Is my gift tax deductible?',
    answer:
      'Yes, to the extent the law allows. Gifts are received by the Cal Poly Foundation, a nonprofit ' +
      'organisation under section 501(c)(3) of the Internal Revenue Code, for the benefit of the university ' +
      'and its programs. Please ask your tax adviser how a gift affects your own taxes.',
  },
  {
    id: 'use',
    question: 'How will my gift be used?',
    answer:
      'Gifts to the SelecTree fund support SelecTree only: the catalogue, its photographs and the website, as ' +
      'described above. Choose the Urban Forest Ecosystems Institute or SelecTree when the giving page asks ' +
      'where your gift should go.',
  },
  {
    id: 'receipt',
    question: 'Will I receive a receipt?',
    answer:
      'Yes. The giving page e-mails a receipt as soon as the gift is made, and a formal acknowledgement for ' +
      'your tax records follows by mail or e-mail. Keep it with your records.',
  },
  {
    id: 'other',
    question: 'Can I give another way?',
    answer:
      'Yes. The giving page lists the other ways to give, such as a recurring gift or a gift by check, and ' +
      "the university's gift office answers questions about them.",
  },
];

export default function DonationRoute() {
  return (
    <Stack gap="lg" maw={820}>
      <ScreenTitle name="titles.donate" />
      <Title order={1}>Support SelecTree</Title>

      <Stack gap="sm" className={classes.text}>
        <Text>
          SelecTree is free for everyone who plants, manages or cares for trees in California and the Pacific Islands.
          It is run by the {programLink.label}, and it relies on gifts from the people who use it.
        </Text>
        <Text>
          The SelecTree fund keeps the guide accurate, free and growing. Every gift, of any size, goes to the work
          below.
        </Text>
      </Stack>

      <Group>
        <Button
          component="a"
          href={donationLink.href}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          color="forest"
          aria-label={`${donationLink.label} (opens the giving page in a new tab)`}
        >
          {donationLink.label}
        </Button>
        <Text size="sm" c="dimmed">
          Opens the university&apos;s secure giving page.
        </Text>
      </Group>

      <section aria-labelledby="fund-uses">
        <Title order={2} id="fund-uses" size="h3" mb="xs">
          What your gift supports
        </Title>
        <List spacing="xs" className={classes.text}>
          {fundUses.map((use) => (
            <List.Item key={use}>{use}</List.Item>
          ))}
        </List>
      </section>

      <section aria-labelledby="donation-faq">
        <Title order={2} id="donation-faq" size="h3" mb="xs">
          Frequently asked questions
        </Title>
        <Accordion variant="separated" multiple className={classes.faq}>
          {questions.map((q) => (
            <Accordion.Item key={q.id} value={q.id}>
              <Accordion.Control>{q.question}</Accordion.Control>
              <Accordion.Panel>
                <Text>{q.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
    </Stack>
  );
}
