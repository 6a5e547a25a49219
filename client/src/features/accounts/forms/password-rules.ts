/** The password rules of the spec (§5): the shared rules package's, the ones the server checks by. */
export {
  PASSPHRASE_MIN_LENGTH,
  PASSWORD_CLASS_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordRuleMessages,
} from '@selectree/rules';
