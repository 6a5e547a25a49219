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
    "mutation EditAccount($input: EditAccountInput!) {\n  editAccount(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateSettings($emailNotifications: Boolean!) {\n  updateSettings(emailNotifications: $emailNotifications) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendEmailChange {\n  resendEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DiscardEmailChange {\n  discardEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ConfirmEmailChange($token: String!) {\n  confirmEmailChange(token: $token) {\n    message\n    signedIn\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}": typeof types.EditAccountDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}": typeof types.RequestPasswordResetDocument,
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.ViewerFieldsFragmentDoc,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendVerification($email: String!) {\n  resendVerification(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation VerifyAccount($input: VerifyAccountInput!) {\n  verifyAccount(input: $input) {\n    message\n    passwordToken\n    errors {\n      field\n      message\n    }\n  }\n}": typeof types.SignupDocument,
};
const documents: Documents = {
    "mutation EditAccount($input: EditAccountInput!) {\n  editAccount(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateSettings($emailNotifications: Boolean!) {\n  updateSettings(emailNotifications: $emailNotifications) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendEmailChange {\n  resendEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DiscardEmailChange {\n  discardEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ConfirmEmailChange($token: String!) {\n  confirmEmailChange(token: $token) {\n    message\n    signedIn\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}": types.EditAccountDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}": types.RequestPasswordResetDocument,
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}": types.ViewerFieldsFragmentDoc,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendVerification($email: String!) {\n  resendVerification(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation VerifyAccount($input: VerifyAccountInput!) {\n  verifyAccount(input: $input) {\n    message\n    passwordToken\n    errors {\n      field\n      message\n    }\n  }\n}": types.SignupDocument,
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
export function graphql(source: "mutation EditAccount($input: EditAccountInput!) {\n  editAccount(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateSettings($emailNotifications: Boolean!) {\n  updateSettings(emailNotifications: $emailNotifications) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendEmailChange {\n  resendEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DiscardEmailChange {\n  discardEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ConfirmEmailChange($token: String!) {\n  confirmEmailChange(token: $token) {\n    message\n    signedIn\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation EditAccount($input: EditAccountInput!) {\n  editAccount(input: $input) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation UpdateSettings($emailNotifications: Boolean!) {\n  updateSettings(emailNotifications: $emailNotifications) {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendEmailChange {\n  resendEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation DiscardEmailChange {\n  discardEmailChange {\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ConfirmEmailChange($token: String!) {\n  confirmEmailChange(token: $token) {\n    message\n    signedIn\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation CancelEmailChange($token: String!) {\n  cancelEmailChange(token: $token) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  email\n  postNominal\n  organization\n  roleId\n  roleName\n  emailNotifications\n  language\n  pendingEmail\n  banned\n}\n\nquery Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...ViewerFields\n    }\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendVerification($email: String!) {\n  resendVerification(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation VerifyAccount($input: VerifyAccountInput!) {\n  verifyAccount(input: $input) {\n    message\n    passwordToken\n    errors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation ResendVerification($email: String!) {\n  resendVerification(email: $email) {\n    message\n    errors {\n      field\n      message\n    }\n  }\n}\n\nmutation VerifyAccount($input: VerifyAccountInput!) {\n  verifyAccount(input: $input) {\n    message\n    passwordToken\n    errors {\n      field\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;