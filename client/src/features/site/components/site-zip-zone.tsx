import { isGraphQLErrors } from '@/lib/graphql/graphql-errors';
import { useQuery } from '@/lib/graphql/use-query';
import { Text } from '@mantine/core';
import { ZipCodeDocument } from '@/generated/graphql';
import { useT } from '@/i18n/i18n';
import 'virtual:icu-messages/site';

/** A ZIP's USDA zone as its lookup stands (idle until the ZIP is five digits). */
export type SiteZipZoneState =
  | { status: 'idle' | 'looking' | 'missing' | 'failed'; zip: string }
  | { status: 'found'; zip: string; usdaZone: string; city: string | null };

/**
 * The server refused the ZIP rather than failing: its ZIP table has no zone for it (zipCode answers
 * null for a ZIP the table lacks, and BAD_USER_INPUT for one outside California's 9xxxx, which the
 * table never holds). Anything else (the network, the server) is a failure to look it up.
 */
const refused = (error: unknown) =>
  isGraphQLErrors(error) &&
  error.errors.some(({ extensions }) => extensions?.code === 'BAD_USER_INPUT' || extensions?.code === 'NOT_FOUND');

/** The ZIP's USDA zone from the ZIP table, looked up as soon as five digits are typed (issue 22.1). */
export function useSiteZipZone(zip: string): SiteZipZoneState {
  const ready = /^\d{5}$/.test(zip);
  const { data, loading, error } = useQuery(ZipCodeDocument, { variables: { zip }, skip: !ready });
  if (!ready) return { status: 'idle', zip };
  if (loading) return { status: 'looking', zip };
  if (error) return { status: refused(error) ? 'missing' : 'failed', zip };
  const found = data?.zipCode;
  return found
    ? { status: 'found', zip: found.zip, usdaZone: found.usdaZone, city: found.city ?? null }
    : { status: 'missing', zip };
}

/**
 * The ZIP's USDA zone under its field, or that it is being or could not be looked up. A ZIP with
 * no zone is the field's error (site-field-errors.ts), not a line here.
 */
export function SiteZipZone({ zone }: { zone: SiteZipZoneState }) {
  const t = useT();
  if (zone.status === 'idle' || zone.status === 'missing') return null;
  const { zip } = zone;
  const text =
    zone.status === 'found'
      ? zone.city
        ? t('site.zip.foundCity', { zip, zone: zone.usdaZone, city: zone.city })
        : t('site.zip.found', { zip, zone: zone.usdaZone })
      : t(zone.status === 'looking' ? 'site.zip.looking' : 'site.zip.failed', { zip });
  return (
    <Text
      size="sm"
      c={zone.status === 'found' ? 'forest.8' : 'dimmed'}
      role="status"
      mt={4}
      data-testid="site-zip-zone"
    >
      {text}
    </Text>
  );
}
