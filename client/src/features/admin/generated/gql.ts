/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  ownerEmail\n  prefix\n  issuedByEmail\n  createdAt\n  revokedAt\n  lastUsedAt\n  requestCount\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nmutation IssueApiKey($input: IssueApiKeyInput!) {\n  issueApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    key\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": typeof types.ApiKeyFieldsFragmentDoc,
    "query EmailAudiences {\n  emailUsers {\n    id\n    email\n  }\n  emailTestUsers {\n    id\n    email\n  }\n}\n\nmutation SendBulkEmail($input: SendBulkEmailInput!) {\n  sendBulkEmail(input: $input) {\n    success\n    message\n    totalSent\n    failures\n    jobId\n    details {\n      status\n      email\n      error\n      reason\n    }\n    errors {\n      field\n      message\n    }\n  }\n}": typeof types.EmailAudiencesDocument,
    "fragment AdminUserFields on User {\n  id\n  firstName\n  lastName\n  email\n  organization\n  roleId\n  roleName\n  verified\n}\n\nquery Users($limit: Int!, $offset: Int!) {\n  users(limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery SearchUsers($search: String!, $limit: Int!, $offset: Int!) {\n  searchUsers(search: $search, limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation ChangeRole($input: ChangeRoleInput!) {\n  changeRole(input: $input) {\n    user {\n      ...AdminUserFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    user {\n      id\n      email\n    }\n    errors {\n      field\n      message\n    }\n  }\n}": typeof types.AdminUserFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  ownerEmail\n  prefix\n  issuedByEmail\n  createdAt\n  revokedAt\n  lastUsedAt\n  requestCount\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nmutation IssueApiKey($input: IssueApiKeyInput!) {\n  issueApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    key\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": types.ApiKeyFieldsFragmentDoc,
    "query EmailAudiences {\n  emailUsers {\n    id\n    email\n  }\n  emailTestUsers {\n    id\n    email\n  }\n}\n\nmutation SendBulkEmail($input: SendBulkEmailInput!) {\n  sendBulkEmail(input: $input) {\n    success\n    message\n    totalSent\n    failures\n    jobId\n    details {\n      status\n      email\n      error\n      reason\n    }\n    errors {\n      field\n      message\n    }\n  }\n}": types.EmailAudiencesDocument,
    "fragment AdminUserFields on User {\n  id\n  firstName\n  lastName\n  email\n  organization\n  roleId\n  roleName\n  verified\n}\n\nquery Users($limit: Int!, $offset: Int!) {\n  users(limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery SearchUsers($search: String!, $limit: Int!, $offset: Int!) {\n  searchUsers(search: $search, limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation ChangeRole($input: ChangeRoleInput!) {\n  changeRole(input: $input) {\n    user {\n      ...AdminUserFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    user {\n      id\n      email\n    }\n    errors {\n      field\n      message\n    }\n  }\n}": types.AdminUserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  ownerEmail\n  prefix\n  issuedByEmail\n  createdAt\n  revokedAt\n  lastUsedAt\n  requestCount\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nmutation IssueApiKey($input: IssueApiKeyInput!) {\n  issueApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    key\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["fragment ApiKeyFields on ApiKey {\n  id\n  name\n  ownerEmail\n  prefix\n  issuedByEmail\n  createdAt\n  revokedAt\n  lastUsedAt\n  requestCount\n}\n\nquery ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}\n\nmutation IssueApiKey($input: IssueApiKeyInput!) {\n  issueApiKey(input: $input) {\n    apiKey {\n      ...ApiKeyFields\n    }\n    key\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation RevokeApiKey($id: Int!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailAudiences {\n  emailUsers {\n    id\n    email\n  }\n  emailTestUsers {\n    id\n    email\n  }\n}\n\nmutation SendBulkEmail($input: SendBulkEmailInput!) {\n  sendBulkEmail(input: $input) {\n    success\n    message\n    totalSent\n    failures\n    jobId\n    details {\n      status\n      email\n      error\n      reason\n    }\n    errors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["query EmailAudiences {\n  emailUsers {\n    id\n    email\n  }\n  emailTestUsers {\n    id\n    email\n  }\n}\n\nmutation SendBulkEmail($input: SendBulkEmailInput!) {\n  sendBulkEmail(input: $input) {\n    success\n    message\n    totalSent\n    failures\n    jobId\n    details {\n      status\n      email\n      error\n      reason\n    }\n    errors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on User {\n  id\n  firstName\n  lastName\n  email\n  organization\n  roleId\n  roleName\n  verified\n}\n\nquery Users($limit: Int!, $offset: Int!) {\n  users(limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery SearchUsers($search: String!, $limit: Int!, $offset: Int!) {\n  searchUsers(search: $search, limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation ChangeRole($input: ChangeRoleInput!) {\n  changeRole(input: $input) {\n    user {\n      ...AdminUserFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    user {\n      id\n      email\n    }\n    errors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment AdminUserFields on User {\n  id\n  firstName\n  lastName\n  email\n  organization\n  roleId\n  roleName\n  verified\n}\n\nquery Users($limit: Int!, $offset: Int!) {\n  users(limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery SearchUsers($search: String!, $limit: Int!, $offset: Int!) {\n  searchUsers(search: $search, limit: $limit, offset: $offset) {\n    ...AdminUserFields\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n  }\n}\n\nmutation ChangeRole($input: ChangeRoleInput!) {\n  changeRole(input: $input) {\n    user {\n      ...AdminUserFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    user {\n      id\n      email\n    }\n    errors {\n      field\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;