import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ZipCodeDocument } from '@/generated/graphql';
import { logError } from '@/lib/logger';
import { isCaliforniaZip } from '../characteristics/form-schema';

/** The USDA zone of a ZIP code, once it looks like a Californian ZIP code (5 characters, starting with 9). */
export function useZipZone(zip: string) {
  const trimmed = zip.trim();
  const valid = isCaliforniaZip(trimmed);
  const { data, loading, error } = useQuery(ZipCodeDocument, { variables: { zip: trimmed }, skip: !valid });

  useEffect(() => {
    if (error) logError('ZIP code lookup failed', error);
  }, [error]);

  if (!valid) return { status: 'idle' as const };
  if (loading) return { status: 'loading' as const, zip: trimmed };
  if (error) return { status: 'error' as const, zip: trimmed };
  const resolved = data?.zipCode;
  if (!resolved) return { status: 'unknown' as const, zip: trimmed };
  return { status: 'found' as const, zip: resolved.zip, usdaZone: resolved.usdaZone, city: resolved.city };
}
