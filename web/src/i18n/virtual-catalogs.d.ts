/** The catalogs compiled by build/i18n-catalogs.ts. */
declare module 'virtual:pitchside-catalog/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
