import { Anchor, Card, DataList, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SafeHtml } from '@/components/ui/safe-html';
import type { DetailCard as DetailCardModel, DetailField } from '../fields';
import { termValueText } from '@/lib/term-label';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { glossaryHref } from '../links';
import classes from './tree-detail.module.css';

/** A field's label; linked to its glossary entry when it has one. */
function FieldLabel({ field }: { field: DetailField }) {
  const label = useT()(field.label);
  if (!field.glossary) return <>{label}</>;
  return (
    <Anchor component={Link} to={glossaryHref(field.glossary)} className={classes.glossaryLink}>
      {label}
      <span className={classes.glossaryMark} aria-hidden="true">
        ?
      </span>
    </Anchor>
  );
}

/**
 * A field's value: text, terms in the page's language (lib/term-label.ts), rich text (HTML the
 * server sanitised), or "no data". Rich text is the editors' English prose (descriptions, notes): marked
 * `lang="en"`, and in another language with a notice.
 */
export function FieldValue({ field }: { field: DetailField }) {
  const t = useT();
  if (field.value === null) {
    return (
      <Text span size="sm" className={classes.noData} data-no-data>
        {t('vocab.noData')}
      </Text>
    );
  }
  if (field.html) {
    return (
      <>
        {t.locale === 'en' ? null : (
          <Text size="xs" c="dimmed" fs="italic" data-english-only>
            {t('tree.englishOnly')}
          </Text>
        )}
        <div lang="en">
          <SafeHtml html={field.value} className={classes.richText} />
        </div>
      </>
    );
  }
  return <>{field.terms ? termValueText(t, field.terms) : field.value}</>;
}

export function DetailFields({ fields }: { fields: DetailField[] }) {
  return (
    <DataList withDivider gap={6} labelWidth="42%" className={classes.fields}>
      {fields.map((field) => (
        <DataList.Item
          key={field.key}
          data-field={field.key}
          data-rich={field.html || undefined}
          className={classes.field}
        >
          <DataList.ItemLabel className={classes.fieldLabel}>
            <FieldLabel field={field} />
          </DataList.ItemLabel>
          <DataList.ItemValue className={classes.fieldValue}>
            <FieldValue field={field} />
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** One information card (General information, Tree characteristics, ...) with its groups. */
export function DetailCard({ card, footer }: { card: DetailCardModel; footer?: ReactNode }) {
  const headingId = `detail-card-${card.key}`;
  const t = useT();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      padding="lg"
      radius="md"
      className={classes.card}
      data-card={card.key}
    >
      <Title order={2} id={headingId} className={classes.cardTitle}>
        {t(card.title)}
      </Title>
      {card.groups.map((group) => (
        <div key={group.key} className={classes.group} data-group={group.key}>
          {group.title ? (
            <Title order={3} className={classes.groupTitle}>
              {t(group.title)}
            </Title>
          ) : null}
          <DetailFields fields={group.fields} />
        </div>
      ))}
      {footer}
    </Card>
  );
}
