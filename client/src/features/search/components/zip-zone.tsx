import { Text } from '@mantine/core';
import { useZipZone } from '../hooks/use-zip-zone';

/** Says which USDA zone a ZIP code searches: "ZIP 95616 → USDA zone 9b". */
export function ZipZone({ zip }: { zip: string }) {
  const zone = useZipZone(zip);
  if (zone.status === 'idle') return null;
  return (
    <Text size="sm" c={zone.status === 'found' ? 'forest.8' : 'dimmed'} role="status" mt={4}>
      {zone.status === 'loading' && `Looking up the USDA zone of ZIP ${zone.zip}…`}
      {zone.status === 'found' && `ZIP ${zone.zip} → USDA zone ${zone.usdaZone}`}
      {zone.status === 'unknown' && `No USDA zone is known for ZIP code ${zone.zip}.`}
      {zone.status === 'error' && `The USDA zone of ZIP ${zone.zip} could not be looked up right now.`}
    </Text>
  );
}
