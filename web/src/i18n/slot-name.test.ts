import { describe, expect, it } from '@jest/globals';
import { knockoutSourceLabel, type KnockoutSource } from '@pitchside/shared';
import { createIntl } from 'react-intl';
import publicGerman from './catalogs/public/de.json';
import publicSwedish from './catalogs/public/sv.json';
import publicFrench from './catalogs/public/fr.json';
import { sideName, slotName, withSlotNames } from './slot-name';
import { englishIntl } from './testing';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: publicGerman });
const swedish = createIntl({ locale: 'sv', messages: publicSwedish });
const french = createIntl({ locale: 'fr', messages: publicFrench });

/** Every kind of side the scheduler writes, as shared words it. */
const SOURCES: KnockoutSource[] = [
  { kind: 'group', group: 'A', place: 1 },
  { kind: 'group', group: 'B', place: 2 },
  { kind: 'group', group: 'C', place: 3 },
  { kind: 'group', group: 'AB', place: 11 },
  { kind: 'group', group: 'D', place: 21 },
  { kind: 'best', place: 3, rank: 1 },
  { kind: 'best', place: 2, rank: 4 },
  { kind: 'winner', match: 'SF1' },
  { kind: 'winner', match: 'QF4' },
  { kind: 'winner', match: 'R16-3' },
  { kind: 'loser', match: 'SF2' },
  { kind: 'winner', match: 'F' },
];

describe('knockout placeholders in the reader’s language', () => {
  it('reads every placeholder the scheduler writes exactly as stored in English', () => {
    for (const source of SOURCES) expect(slotName(english, knockoutSourceLabel(source))).toBe(knockoutSourceLabel(source));
  });

  it('words them in the other languages', () => {
    expect(slotName(german, 'Winner Group A')).toBe('Sieger Gruppe A');
    expect(slotName(german, '2nd Group B')).toBe('2. Gruppe B');
    expect(slotName(swedish, 'Runner-up Group B')).toBe('Runner-up Group B');
    expect(slotName(swedish, '2nd Group B')).toBe('2:a grupp B');
    expect(slotName(swedish, 'Best 3rd #1')).toBe('Bästa 3:e #1');
    expect(slotName(french, 'Winner SF1')).toBe('Vainqueur SF1');
    expect(slotName(french, 'Loser SF2')).toBe('Perdant SF2');
    expect(slotName(french, '3rd Group C')).toBe('3e groupe C');
    for (const source of SOURCES) expect(slotName(german, knockoutSourceLabel(source))).not.toBe(knockoutSourceLabel(source));
  });

  it('leaves the organizer’s team names as typed', () => {
    expect(slotName(german, 'Winner Eagles')).toBe('Winner Eagles');
    expect(slotName(german, 'Riverside FC')).toBe('Riverside FC');
    // A known team is shown by its name even when it happens to read like a placeholder: only the slot's own label is worded.
    expect(sideName(german, 'Winner Group A', { homeLabel: 'Winner Group A', awayLabel: 'Winner Group B' }, 'home')).toBe('Sieger Gruppe A');
    expect(sideName(german, 'Adler', { homeLabel: 'Winner Group A', awayLabel: 'Winner Group B' }, 'home')).toBe('Adler');
    expect(sideName(german, 'Winner Group A', undefined, 'home')).toBe('Winner Group A');
  });

  it('words a knockout match of the matches service, and hands back a group match untouched', () => {
    const knockout = { homeTeam: 'Winner SF1', awayTeam: 'Winner SF2', stage: 'knockout' };
    expect(withSlotNames(german, knockout)).toEqual({ homeTeam: 'Sieger SF1', awayTeam: 'Sieger SF2', stage: 'knockout' });
    const group = { homeTeam: 'Winner Group A', awayTeam: 'Adler', stage: 'group' };
    expect(withSlotNames(german, group)).toBe(group);
    const decided = { homeTeam: 'Adler', awayTeam: 'Bären', stage: 'knockout' };
    expect(withSlotNames(german, decided)).toBe(decided);
  });
});
