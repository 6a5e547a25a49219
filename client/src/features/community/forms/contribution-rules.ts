import 'virtual:icu-messages/community';
import type { Translate } from '@/i18n/i18n';

/**
 * What a photo contribution's form checks before sending. The vocabularies (licences, what a photo
 * shows) and the length limits are the server's, read from the API (`communityOptions`); the server
 * checks everything again and its answer wins.
 */
export type ContributionOptions = {
  licences: readonly string[];
  attributes: readonly string[];
  creditMaxLength: number;
  placeMaxLength: number;
};

/** One chosen image and what its contributor says about it. */
export type ContributionEntry = {
  key: string;
  file: File;
  licence: string | null;
  credit: string;
  attributeName: string | null;
  place: string;
  takenAt: string;
  ownWork: boolean;
};

export type ContributionField = 'licence' | 'credit' | 'attributeName' | 'place' | 'takenAt' | 'ownWork';
export type ContributionErrors = Partial<Record<ContributionField, string>>;

/** What the file picker offers (the server decides by the file's content). */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/** A new entry for a chosen file: nothing chosen for the contributor (no default licence). */
export function newEntry(file: File, credit: string, index: number): ContributionEntry {
  return {
    key: `${index}-${file.name}-${file.size}`,
    file,
    licence: null,
    credit,
    attributeName: null,
    place: '',
    takenAt: '',
    ownWork: false,
  };
}

/** Today as YYYY-MM-DD in the contributor's own time zone (the date field's latest choice). */
export const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The problems of one entry, by field, in `t`'s language; empty when it may be sent. */
export function validateEntry(
  entry: ContributionEntry,
  options: ContributionOptions,
  t: Translate,
): ContributionErrors {
  const errors: ContributionErrors = {};
  const tooLong = (max: number) => t('community.tooLong', { max });
  if (!entry.licence || !options.licences.includes(entry.licence)) errors.licence = t('community.photos.needLicence');
  const credit = entry.credit.trim();
  if (!credit) errors.credit = t('community.photos.needCredit');
  else if (credit.length > options.creditMaxLength) errors.credit = tooLong(options.creditMaxLength);
  if (!entry.attributeName || !options.attributes.includes(entry.attributeName))
    errors.attributeName = t('community.photos.needShows');
  if (entry.place.trim().length > options.placeMaxLength) errors.place = tooLong(options.placeMaxLength);
  if (!entry.ownWork) errors.ownWork = t('community.photos.needOwnWork');
  return errors;
}
