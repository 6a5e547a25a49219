/** The legacy answer when no tree matches (spec §8, verbatim): trees.service and editing both say it. */
export const TREE_NOT_FOUND = 'There are no trees found that match that query.';
