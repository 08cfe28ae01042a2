import { CHECK_IN_EN } from '../i18n/catalog/check-in/en';

/** The English the match sheet's refusal carries beside its code (the console words it by code in its language). */
export const CHECK_IN_MESSAGES = { playerAgeIneligible: CHECK_IN_EN['checkIn.playerAgeIneligible'] } as const;
