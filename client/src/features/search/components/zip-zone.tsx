import { Text } from '@mantine/core';
import 'virtual:icu-messages/search';
import { useT } from '@/i18n/i18n';
import { useZipZone } from '../hooks/use-zip-zone';

/** Says which USDA zone a ZIP code searches: "ZIP 95616 → USDA zone 9b". */
export function ZipZone({ zip }: { zip: string }) {
  const [zone, t] = [useZipZone(zip), useT()];
  if (zone.status === 'idle') return null;
  return (
    <Text size="sm" c={zone.status === 'found' ? 'forest.8' : 'dimmed'} role="status" mt={4}>
      {zone.status === 'loading' && t('search.zip.loading', { zip: zone.zip })}
      {zone.status === 'found' && t('search.zip.found', { zip: zone.zip, zone: zone.usdaZone })}
      {zone.status === 'unknown' && t('search.zip.unknown', { zip: zone.zip })}
      {zone.status === 'error' && t('search.zip.error', { zip: zone.zip })}
    </Text>
  );
}
