import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { ZipCodeDocument } from '@/generated/graphql';
import { useT } from '@/i18n/i18n';
import 'virtual:icu-messages/site';

/** The ZIP's USDA zone, shown as soon as five digits are typed (issue 22.1), from the ZIP table. */
export function SiteZipZone({ zip }: { zip: string }) {
  const ready = /^\d{5}$/.test(zip);
  const { data, loading, error } = useQuery(ZipCodeDocument, { variables: { zip }, skip: !ready });
  const t = useT();
  if (!ready) return null;
  const found = data?.zipCode;
  return (
    <Text size="sm" c={found ? 'forest.8' : 'dimmed'} role="status" mt={4} data-testid="site-zip-zone">
      {loading
        ? t('site.zip.looking', { zip })
        : error
          ? t('site.zip.failed', { zip })
          : found
            ? found.city
              ? t('site.zip.foundCity', { zip: found.zip, zone: found.usdaZone, city: found.city })
              : t('site.zip.found', { zip: found.zip, zone: found.usdaZone })
            : t('site.zip.missing', { zip })}
    </Text>
  );
}
