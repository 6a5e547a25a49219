import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/i18n';
import { canAccess, type Viewer } from '@/lib/auth';

/** An entry of the signed-in menu (its label a message key): a page of the site, or LOGOUT. */
export type AccountNavEntry = { label: MessageKey; to: string } | { label: 'account.logout'; action: 'logout' };

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
    { label: 'account.myAccount', to: paths.account.href() },
    { label: 'account.myLists', to: paths.myLists.href() },
    { label: 'account.mySites', to: paths.mySites.href() },
    // Adding a tree opens the tree editor on a new record (the editor screen creates it).
    editor && { label: 'account.addTree', to: paths.treeEdit.href('new') },
    editor && { label: 'account.reviewQueue', to: paths.editorQueue.href() },
    editor && { label: 'account.drafts', to: paths.editorWork.href() },
    editor && { label: 'account.download', to: paths.download.href() },
    admin && { label: 'account.upload', to: paths.upload.href() },
    editor && { label: 'account.editGlossary', to: `${paths.glossary.href()}?adminView=true` },
    admin && { label: 'account.sendEmail', to: paths.email.href() },
    { label: 'account.logout', action: 'logout' },
  ];
  return entries.filter((entry): entry is AccountNavEntry => entry !== false);
}
