import type { NonEmptyArray } from 'type-graphql';
import { AccountResolver } from './accounts/account.resolver';
import { AdminUsersResolver } from './accounts/admin-users.resolver';
import { ApiKeysResolver } from './api-keys/api-keys.resolver';
import { CommunityOptionsResolver } from './community/community-options.resolver';
import { CommunityResolver } from './community/community.resolver';
import { PhotoResolver } from './editing/photo.resolver';
import { EditorWorkResolver } from './editing/editor-work.resolver';
import { TreeEditResolver } from './editing/tree-edit.resolver';
import { DownloadResolver } from './export/download.resolver';
import { GlossaryResolver } from './glossary/glossary.resolver';
import { ListResolver } from './lists/list.resolver';
import { SearchResolver, TreeCardResolver } from './search/search.resolver';
import { SavedSiteResolver } from './site/saved-site.resolver';
import { SiteResolver } from './site/site.resolver';
import { FeaturedResolver } from './trees/featured.resolver';
import { TreeResolver } from './trees/tree.resolver';
import { UploadResolver } from './upload/upload.resolver';

/** Every resolver class of the schema. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  TreeResolver,
  FeaturedResolver,
  AccountResolver,
  AdminUsersResolver,
  ApiKeysResolver,
  SearchResolver,
  TreeCardResolver,
  SiteResolver,
  SavedSiteResolver,
  ListResolver,
  TreeEditResolver,
  EditorWorkResolver,
  PhotoResolver,
  DownloadResolver,
  UploadResolver,
  GlossaryResolver,
  CommunityResolver,
  CommunityOptionsResolver,
];
