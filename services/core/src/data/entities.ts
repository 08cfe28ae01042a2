import { ageGroupEntity } from './entities/age-group-entity';
import { announcementEntity } from './entities/announcement-entity';
import { displayLinkEntity } from './entities/display-link-entity';
import { bracketEntity } from './entities/bracket-entity';
import { checkInMarkEntity, checkInSettingsEntity, passKeyEntity } from './entities/check-in-entities';
import { disciplineDecisionEntity } from './entities/discipline-decision-entity';
import { disciplineRulesEntity } from './entities/discipline-rules-entity';
import { divisionEntity } from './entities/division-entity';
import { importJobEntity } from './entities/import-job-entity';
import { inviteEntity } from './entities/invite-entity';
import { latestPasswordResetEntity } from './entities/latest-password-reset-entity';
import { liveConnectionEntity, liveSubscriptionEntity } from './entities/live-connection-entity';
import { matchEntity } from './entities/match-entity';
import { matchEventEntity } from './entities/match-event-entity';
import { matchIncidentEntity } from './entities/match-incident-entity';
import { matchReportEntity, matchReportRevisionEntity } from './entities/match-report-entity';
import { refereePayRatesEntity, refereePaymentEntity } from './entities/referee-pay-entities';
import { membershipEntity } from './entities/membership-entity';
import { notificationMarkEntity } from './entities/notification-mark-entity';
import { organizationEntity } from './entities/organization-entity';
import { passwordResetEntity } from './entities/password-reset-entity';
import { checkoutSessionEntity, stripeEventEntity } from './entities/payment-entities';
import { pushFollowEntity } from './entities/push-follow-entity';
import { playerEntity, playerRegistrationEntity } from './entities/player-entity';
import { rateLimitEntity } from './entities/rate-limit-entity';
import { refereeAvailabilityEntity } from './entities/referee-availability-entity';
import { refereeOfferEntity } from './entities/referee-offer-entity';
import { refereeSlotEntity } from './entities/referee-slot-entity';
import { refereePlanEntity } from './entities/referee-plan-entity';
import { registrationApplicationEntity, registrationDivisionEntity, registrationEntryEntity } from './entities/registration-entities';
import { scheduleSetupEntity } from './entities/schedule-setup-entity';
import { scheduleVersionEntity } from './entities/schedule-version-entity';
import { teamEntity } from './entities/team-entity';
import { tournamentEntity } from './entities/tournament-entity';
import { tournamentTeamEntity } from './entities/tournament-team-entity';
import { userEntity } from './entities/user-entity';
import { userTournamentEntity } from './entities/user-tournament-entity';

/** Every entity in the single table. The table's keys and GSIs are derived from this map. */
export const ENTITIES = {
  user: userEntity,
  organization: organizationEntity,
  membership: membershipEntity,
  invite: inviteEntity,
  passwordReset: passwordResetEntity,
  rateLimit: rateLimitEntity,
  userTournament: userTournamentEntity,
  liveConnection: liveConnectionEntity,
  liveSubscription: liveSubscriptionEntity,
  tournament: tournamentEntity,
  ageGroup: ageGroupEntity,
  division: divisionEntity,
  bracket: bracketEntity,
  tournamentTeam: tournamentTeamEntity,
  team: teamEntity,
  player: playerEntity,
  playerRegistration: playerRegistrationEntity,
  match: matchEntity,
  matchEvent: matchEventEntity,
  matchIncident: matchIncidentEntity,
  disciplineRules: disciplineRulesEntity,
  disciplineDecision: disciplineDecisionEntity,
  checkInSettings: checkInSettingsEntity,
  passKey: passKeyEntity,
  checkInMark: checkInMarkEntity,
  importJob: importJobEntity,
  checkoutSession: checkoutSessionEntity,
  stripeEvent: stripeEventEntity,
  scheduleSetup: scheduleSetupEntity,
  scheduleVersion: scheduleVersionEntity,
  latestPasswordReset: latestPasswordResetEntity,
  pushFollow: pushFollowEntity,
  notificationMark: notificationMarkEntity,
  registrationDivision: registrationDivisionEntity,
  registrationEntry: registrationEntryEntity,
  registrationApplication: registrationApplicationEntity,
  matchReport: matchReportEntity,
  matchReportRevision: matchReportRevisionEntity,
  refereePayRates: refereePayRatesEntity,
  refereePayment: refereePaymentEntity,
  refereeAvailability: refereeAvailabilityEntity,
  refereePlan: refereePlanEntity,
  refereeOffer: refereeOfferEntity,
  refereeSlot: refereeSlotEntity,
  displayLink: displayLinkEntity,
  announcement: announcementEntity,
};
