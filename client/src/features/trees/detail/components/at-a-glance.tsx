import { Card, Title } from '@mantine/core';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { useLengthDisplay } from '@/lib/length-display';
import { glanceFields, type TreeDetail } from '../fields';
import { DetailFields } from './detail-card';
import classes from './tree-detail.module.css';

/** The wide-screen section: the facts most visitors look for first, beside the names. */
export function AtAGlance({ tree }: { tree: TreeDetail }) {
  const t = useT();
  const lengths = useLengthDisplay();
  return (
    <Card component="aside" aria-labelledby="at-a-glance" withBorder padding="md" className={classes.glance}>
      <Title order={2} id="at-a-glance" className={classes.cardTitle}>
        {t('tree.atAGlance')}
      </Title>
      <DetailFields fields={glanceFields(tree, lengths)} />
    </Card>
  );
}
