import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';
import { putWithProgress } from '@/lib/put-with-progress';
import { logError } from '@/lib/logger';
import {
  CommunityOptionsDocument,
  ContributePhotoDocument,
  ReportProblemDocument,
  RequestContributionUploadDocument,
} from '../generated/graphql';
import type { ContributionEntry, ContributionOptions } from '../forms/contribution-rules';
import type { ReportLimits, ReportValues } from '../forms/report-rules';
import { failureText, PutRefused } from './failure-text';

export type CommunityOptions = ContributionOptions & ReportLimits;

/** The API's vocabularies and limits for the forms (null while loading). */
export function useCommunityOptions(): CommunityOptions | null {
  const { data } = useQuery(CommunityOptionsDocument, { fetchPolicy: 'cache-first' });
  const options = data?.communityOptions;
  return useMemo(
    () =>
      options
        ? {
            licences: options.licences,
            attributes: options.photoSubjects,
            creditMaxLength: options.limits.credit,
            placeMaxLength: options.limits.place,
            messageMaxLength: options.limits.message,
            sourceMaxLength: options.limits.source,
          }
        : null,
    [options],
  );
}

/** Sends one contributed photo: an upload grant, the file's PUT, then the contribution itself. */
export function useContributePhoto(treeId: number) {
  const [requestUpload] = useMutation(RequestContributionUploadDocument);
  const [contribute] = useMutation(ContributePhotoDocument, { refetchQueries: ['MyContributions'] });
  const t = useT();
  return useCallback(
    async (entry: ContributionEntry) => {
      try {
        const { file } = entry;
        const grant = await requestUpload({ variables: { treeId, fileName: file.name, fileType: file.type } });
        const target = grant.data?.requestContributionUpload;
        if (!target) throw new Error('No upload URL');
        await putWithProgress(target.signedRequestUrl, file, () => undefined).catch((error: Error) => {
          throw new PutRefused(error.message);
        });
        await contribute({
          variables: {
            input: {
              treeId,
              photoLink: target.photoLink,
              licence: entry.licence ?? '',
              credit: entry.credit.trim(),
              attributeName: entry.attributeName ?? '',
              ownWork: entry.ownWork,
              takenAt: entry.takenAt || null,
              place: entry.place.trim() || null,
            },
          },
        });
      } catch (error) {
        logError('contributing a photo', error);
        throw new Error(failureText(error, t('community.photos.failedRetry')));
      }
    },
    [treeId, requestUpload, contribute, t],
  );
}

/** Sends a problem report on one section of a tree. */
export function useReportProblem(treeId: number, section: string) {
  const [report] = useMutation(ReportProblemDocument);
  const t = useT();
  return useCallback(
    async (values: ReportValues) => {
      try {
        await report({
          variables: {
            treeId,
            input: {
              section,
              message: values.message.trim(),
              source: values.source.trim() || null,
              email: values.email.trim() || null,
              website: values.website,
            },
          },
        });
      } catch (error) {
        logError('reporting a problem', error);
        throw new Error(failureText(error, t('community.report.failedRetry')));
      }
    },
    [treeId, section, report, t],
  );
}
