/** The message formatter (docs/i18n.md), shared with the server's e-mails: packages/rules/src/i18n/format.ts. */
export {
  ELEMENT,
  formatMessage,
  formatParts,
  type FormattedPart,
  type FormatValue,
} from '../../../packages/rules/src/i18n/format';
