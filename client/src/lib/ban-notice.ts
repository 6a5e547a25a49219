/**
 * What a user banned from list search results is told (issue 21.6), at login and on My Lists: the
 * spec bans them "from list search results", so they keep their lists, privately.
 */
export const BANNED_NOTICE =
  'An administrator has banned your lists from list search results. Your lists stay visible to you and your collaborators only, and you cannot make a list public or viewable from a link.';
