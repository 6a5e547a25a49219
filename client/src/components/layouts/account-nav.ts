import { paths } from '@/config/paths';
import { canAccess, type Viewer } from '@/lib/auth';

/** An entry of the signed-in menu: a page of the site, or LOGOUT. */
export type AccountNavEntry = { label: string; to: string } | { label: 'LOGOUT'; action: 'logout' };

/**
 * The signed-in menu (spec: detail-editing-accounts §2, §6). Everyone signed in: MY ACCOUNT,
 * MY LISTS, MY SITES (issue 22.5), LOGOUT. Editors and admins also ADD TREE, REVIEW QUEUE (contributed photos and problem
 * reports, with the count waiting), DRAFTS & EDITS (their work page), DOWNLOAD
 * DATA, EDIT GLOSSARY; admins only
 * also UPLOAD DATA and SEND EMAIL (upload and bulk e-mail are admin capabilities).
 */
export function accountNavEntries(viewer: Viewer): AccountNavEntry[] {
  const editor = canAccess(viewer, 'editor');
  const admin = canAccess(viewer, 'admin');
  const entries: (AccountNavEntry | false)[] = [
    { label: 'MY ACCOUNT', to: paths.account.href() },
    { label: 'MY LISTS', to: paths.myLists.href() },
    { label: 'MY SITES', to: paths.mySites.href() },
    // Adding a tree opens the tree editor on a new record (the editor screen creates it).
    editor && { label: 'ADD TREE', to: paths.treeEdit.href('new') },
    editor && { label: 'REVIEW QUEUE', to: paths.editorQueue.href() },
    editor && { label: 'DRAFTS & EDITS', to: paths.editorWork.href() },
    editor && { label: 'DOWNLOAD DATA', to: paths.download.href() },
    admin && { label: 'UPLOAD DATA', to: paths.upload.href() },
    editor && { label: 'EDIT GLOSSARY', to: `${paths.glossary.href()}?adminView=true` },
    admin && { label: 'SEND EMAIL', to: paths.email.href() },
    { label: 'LOGOUT', action: 'logout' },
  ];
  return entries.filter((entry): entry is AccountNavEntry => entry !== false);
}

/** The menu trigger's visible text: the user's first name. */
export function accountMenuLabel(viewer: Viewer): string {
  return viewer.firstName.trim() || 'ACCOUNT';
}
