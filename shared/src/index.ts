export * from './platform/index';
export * from './roles';
export * from './messages';

export * from './constants/ages';
export * from './constants/auth';
export * from './constants/genders';
export * from './constants/match-durations';
export * from './constants/points';
export * from './constants/tournament-options';

export * from './time/instant';

export * from './validation/field-schemas';
export * from './validation/field-errors';
export * from './validation/password-confirmation';
export * from './validation/validators';
export * from './validation/limits';

export * from './entities/common';
export * from './entities/card';
export * from './entities/goal';
export * from './entities/invite';
export * from './entities/match';
export * from './entities/player';
export * from './entities/score-confirmation';
export * from './entities/team';
export * from './entities/tournament';
export * from './entities/tournament-structure';
export * from './entities/tournament-team';
export * from './entities/user';

export * from './match/match-status';
export * from './match/match-state';
export * from './match/match-event';
export * from './match/match-event-rejection';
export * from './match/apply-match-event';
export * from './match/fold-match-events';
export * from './match/match-clock';
export * from './match/effective-status';
export * from './match/classify-match';
export * from './match/knockout-winner';

export * from './standings/tie-breakers';
export * from './standings/fair-play';
export type { CountedResult, StandingsCard, StandingsMatch, TableNumbers } from './standings/team-totals';
export * from './standings/standings-numbers';
export * from './standings/compute-standings';

export * from './statistics/compute-statistics';
export * from './statistics/biggest-win';

export * from './teams/compare-team-names';
export * from './teams/team-identity';

export * from './imports/split-semicolon-values';
export * from './imports/spreadsheet-columns';
export * from './imports/import-rules';
export * from './imports/import-answers';
export * from './imports/import-messages';
export { IMPORTS_CATALOGS, IMPORTS_EN, type ImportMessageId } from './i18n/catalog/imports';

export * from './confirmations/confirm-score';
export * from './accounts/account-schemas';

export * from './tournaments/ids';
export * from './tournaments/tournament-api';
export * from './tournaments/team-api';
export * from './matches/match-api';
export * from './matches/match-fields';
export * from './public/public-api';
export * from './public/to-public-match';
export * from './public/live-digest';
export * from './public/public-brackets';
export * from './public/results-hidden';
export * from './payments/payments-api';
export * from './scheduling/index';

export * from './disputes/dispute';
export * from './disputes/dispute-log-event';

export * from './time/time-zone';
export * from './public/match-labels';
export * from './public/schedule-outputs-api';
export * from './i18n/locales';
export * from './i18n/server-messages';
export * from './i18n/form-text';
export { FORM_CATALOGS, FORM_EN, type FormMessageId } from './i18n/catalog/form';
export * from './i18n/server-message-catalog';
export * from './i18n/format-server-message';
export * from './i18n/message';
export { MESSAGE_CATALOGS, WEB_MESSAGE_CATALOGS, type MessageCatalogs, type MessageId } from './i18n/catalog/messages';
export { SCHEDULING_CATALOGS, SCHEDULING_EN, type SchedulingMessageId } from './i18n/catalog/scheduling';
export { MAIL_CATALOGS, type MailMessageId } from './i18n/catalog/mail';
export { PUSH_CATALOGS, type PushMessageId } from './i18n/catalog/push';
export { SCHEDULE_MAIL_CATALOGS, type ScheduleMailMessageId } from './i18n/catalog/schedule-mail';
export { SCHEDULE_OUTPUT_CATALOGS, type ScheduleOutputMessageId } from './i18n/catalog/schedule-output';
export { SERVER_CATALOGS, ENGLISH_SERVER_CATALOG, type ServerCatalogs, type ServerMessageId } from './i18n/catalog';
export * from './notifications/index';
export * from './imports/import-api';
export * from './contracts/index';
export * from './i18n/mail-messages';
export * from './i18n/schedule-mail-messages';
export * from './i18n/push-messages';
export * from './i18n/schedule-output-messages';
export * from './i18n/word-table';
export * from './i18n/scheduler-messages';
export { REGISTRATION_MAIL_CATALOGS, type RegistrationMailMessageId } from './i18n/catalog/registration-mail';
export * from './registration/registration-rules';
export * from './registration/time-to-pay';
export * from './registration/registration-api';
export * from './discipline/index';
export { REFEREE_PAY_CATALOGS, REFEREE_PAY_EN, type RefereePayMessageId } from './i18n/catalog/referee-pay';
export * from './referee-pay/index';
export * from './matches/match-report';
export * from './check-in/index';
export * from './registration/entry-payments';
export * from './referees/index';
export * from './venue/index';
