import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback } from 'react';
import {
  DownloadChoicesDocument,
  DownloadTreeCountDocument,
  type DownloadChoicesQuery,
} from '@/features/download/generated/graphql';
import { useT } from '@/i18n/i18n';
import { getSessionToken } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { notify, updateNotification } from '@/lib/notify';
import {
  DOWNLOAD_MESSAGES as M,
  downloadQuery,
  fileNameFrom,
  toCountFilter,
  type DownloadFormValues,
} from '../download-form';

export type DownloadChoices = DownloadChoicesQuery['downloadChoices'];

/** The column groups, genera and families (editors and admins). */
export function useDownloadChoices() {
  const { data, loading, error, refetch } = useQuery(DownloadChoicesDocument, { fetchPolicy: 'cache-and-network' });
  return { choices: data?.downloadChoices ?? null, loading, error, refetch };
}

/** How many trees the filters match, asked 300 ms after the last change. */
export function useDownloadCount(values: DownloadFormValues, skip: boolean) {
  const [filter] = useDebouncedValue(toCountFilter(values), 300);
  const { data, previousData, loading, error } = useQuery(DownloadTreeCountDocument, {
    variables: { filter },
    skip,
  });
  return { count: (data ?? previousData)?.downloadTreeCount ?? null, loading, error };
}

export type DownloadOutcome = 'success' | 'empty' | 'failed';

/**
 * Downloading, with spec §8's messages: 'Attempting Download', then 'Download Success!' or
 * 'Download Failed!'. The count is asked first (fresh), so an empty download shows the page's
 * alert ('There is no trees with these filters!') without a request that would only answer 404;
 * a 404 with that message (the trees changed in between) is read the same way.
 */
export function useTreeDataDownload(): (values: DownloadFormValues) => Promise<DownloadOutcome> {
  const [client, t] = [useApolloClient(), useT()];
  return useCallback(
    async (values) => {
      const id = await notify({ message: t(M.attempting), loading: true, autoClose: false });
      const empty = async (): Promise<DownloadOutcome> => {
        const { notifications } = await import('@mantine/notifications');
        notifications.hide(id);
        return 'empty';
      };
      try {
        const { data } = await client.query({
          query: DownloadTreeCountDocument,
          variables: { filter: toCountFilter(values) },
          fetchPolicy: 'network-only',
        });
        if (data?.downloadTreeCount === 0) return await empty();
        const outcome = await saveCsv(values);
        if (outcome === 'empty') return await empty();
        void updateNotification({ id, message: t(M.success), color: 'green', loading: false, autoClose: 4000 });
        return outcome;
      } catch (error) {
        logError('tree data download failed', error);
        void updateNotification({ id, message: t(M.failed), color: 'red', loading: false, autoClose: 6000 });
        return 'failed';
      }
    },
    [client, t],
  );
}

/** The REST answer's message for no matching trees (REST answers stay English: spec §8). */
const NO_TREES_ANSWER = 'There is no trees with these filters!';

/** GET /api/tree/download-file with the session, saved as a file through a download link. */
async function saveCsv(values: DownloadFormValues): Promise<'success' | 'empty'> {
  const token = getSessionToken();
  const response = await fetch(`/api/tree/download-file?${downloadQuery(values)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.status === 404) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (body?.message === NO_TREES_ANSWER) return 'empty';
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileNameFrom(response.headers.get('content-disposition'));
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return 'success';
}
