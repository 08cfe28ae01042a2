import type { Fixture } from './build-matches';

/**
 * The knockout attributes of a match row, named as the match entity names them. A service that writes a
 * generated fixture as a match row spreads these in, so the standings consumer can fill the teams in
 * later and the referee console knows the match may go to extra time and penalties.
 */
export interface KnockoutRowFields {
  stage: 'group' | 'knockout';
  knockoutCode?: string;
  roundName?: string;
  knockoutOrder?: number;
  homeSource?: string;
  awaySource?: string;
  homeLabel?: string;
  awayLabel?: string;
}

export function knockoutRowFields(fixture: Pick<Fixture, 'stage' | 'knockout' | 'roundName' | 'homeLabel' | 'awayLabel'>): KnockoutRowFields {
  if (fixture.stage !== 'knockout' || !fixture.knockout) return { stage: 'group' };
  return {
    stage: 'knockout',
    knockoutCode: fixture.knockout.code,
    ...(fixture.roundName ? { roundName: fixture.roundName } : {}),
    knockoutOrder: fixture.knockout.order,
    homeSource: fixture.knockout.homeSource,
    awaySource: fixture.knockout.awaySource,
    ...(fixture.homeLabel ? { homeLabel: fixture.homeLabel } : {}),
    ...(fixture.awayLabel ? { awayLabel: fixture.awayLabel } : {}),
  };
}
