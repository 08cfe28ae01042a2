export * from './availability';
export * from './offer-state';
export * from './candidates';
export * from './auto-assign';
export * from './referees-api';
export { REFEREES_CATALOGS, REFEREES_EN, type RefereesMessageId } from '../i18n/catalog/referees';
