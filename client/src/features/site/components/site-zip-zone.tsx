import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { ZipCodeDocument } from '@/generated/graphql';

/** The ZIP's USDA zone, shown as soon as five digits are typed (issue 22.1), from the ZIP table. */
export function SiteZipZone({ zip }: { zip: string }) {
  const ready = /^\d{5}$/.test(zip);
  const { data, loading, error } = useQuery(ZipCodeDocument, { variables: { zip }, skip: !ready });
  if (!ready) return null;
  const found = data?.zipCode;
  return (
    <Text size="sm" c={found ? 'forest.8' : 'dimmed'} role="status" mt={4} data-testid="site-zip-zone">
      {loading
        ? `Looking up ZIP ${zip}…`
        : error
          ? `The USDA zone of ZIP ${zip} could not be looked up right now.`
          : found
            ? `ZIP ${found.zip} → USDA zone ${found.usdaZone}${found.city ? ` (${found.city})` : ''}`
            : `ZIP ${zip} is not in our ZIP table.`}
    </Text>
  );
}
