import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import 'virtual:icu-messages/info';
import { PSEUDO_LOCALE } from '@selectree/rules';
import { useT } from '@/i18n/i18n';
import { ScreenTitle } from '@/components/ui/screen-title';
import classes from './appraisals.module.css';

/** Approximate trunk cross-sectional area of a 24-inch box tree, by appraisal group (square inches). */
const boxTreeAreas = [
  { group: 1, area: '2.09' },
  { group: 2, area: '2.24' },
  { group: 3, area: '3.80' },
  { group: 4, area: '4.75' },
];

/** An area in the locale's way, to the hundredth ("2.09", "2,09"); the pseudo-locale's numbers are English. */
const areaText = (area: string, locale: string) =>
  Number(area).toLocaleString(locale === PSEUDO_LOCALE ? 'en' : locale, { minimumFractionDigits: 2 });

/** The notes under the table: a lead word in bold, then the note. */
const NOTES = [
  { lead: 'info.appraisals.costLead', text: 'info.appraisals.cost' },
  { lead: 'info.appraisals.speciesLead', text: 'info.appraisals.species' },
  { lead: 'info.appraisals.palmsLead', text: 'info.appraisals.palms' },
] as const;

export default function AppraisalsRoute() {
  const t = useT();
  return (
    <Stack gap="lg" maw={820} className={classes.page}>
      <ScreenTitle name="titles.appraisals" />
      <Title order={1}>{t('info.appraisals.title')}</Title>

      <section aria-labelledby="committee-statement">
        <Title order={2} id="committee-statement" size="h3" mb="xs">
          {t('info.appraisals.committeeTitle')}
        </Title>
        <Stack gap="sm">
          <Text>{t('info.appraisals.committee1')}</Text>
          <Text>{t('info.appraisals.committee2')}</Text>
        </Stack>
      </section>

      <section aria-labelledby="box-tree-areas">
        <Title order={2} id="box-tree-areas" size="h3" mb="xs">
          {t('info.appraisals.areasTitle')}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder withColumnBorders striped captionSide="top" className={classes.table}>
            <Table.Caption>{t('info.appraisals.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('info.appraisals.group')}</Table.Th>
                <Table.Th scope="col">{t('info.appraisals.area')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {boxTreeAreas.map((row) => (
                <Table.Tr key={row.group}>
                  <Table.Th scope="row">{t('info.appraisals.groupN', { group: row.group })}</Table.Th>
                  <Table.Td>{areaText(row.area, t.locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>

      <section aria-labelledby="appraisal-notes">
        <Title order={2} id="appraisal-notes" size="h3" mb="xs">
          {t('info.appraisals.notesTitle')}
        </Title>
        <List spacing="sm" className={classes.notes}>
          {NOTES.map(({ lead, text }) => (
            <List.Item key={lead}>
              <Text span fw={700}>
                {t(lead)}{' '}
              </Text>
              {t(text)}
            </List.Item>
          ))}
        </List>
      </section>

      <Alert variant="light" color="forest" title={t('info.appraisals.guidanceTitle')}>
        {t('info.appraisals.guidance')}
      </Alert>
    </Stack>
  );
}
