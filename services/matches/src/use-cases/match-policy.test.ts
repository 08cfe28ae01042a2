import type { RoleMap } from '@pitchside/shared';
import type { Actor } from '@pitchside/core';
import { completedMatch, member, summerCup } from '../testing/in-memory-ports';
import { matchPolicy, type MatchContext } from './match-context';

const actor = (uid: string): Actor => ({ uid, email: `${uid}@example.test`, displayName: uid, roles: [] });

/** The caller `uid` with `role` in the tournament's organization, on a match refereed by 'rita'. */
function context(uid: string, role: RoleMap, extra: Partial<MatchContext> = {}): MatchContext {
  return {
    tournament: summerCup({ organizerUid: 'olga' }),
    match: completedMatch('m1', { refereeId: 'rita' }),
    membership: member(uid, role),
    coachOf: [],
    linked: false,
    ...extra,
  };
}

type Rule = keyof typeof matchPolicy;
const allowed = (rule: Rule, ctx: MatchContext, uid: string) => (rule === 'run' ? matchPolicy.run(ctx, actor(uid)) : matchPolicy[rule](ctx));
const rules: Rule[] = ['read', 'run', 'assign', 'recordIncident', 'readIncidents', 'audit', 'resolveDisputes'];

/** Who may do what with a match: one row per kind of caller, every rule of the policy in each. */
const table: { who: string; uid: string; role: RoleMap; extra?: Partial<MatchContext>; may: Rule[] }[] = [
  { who: 'an admin', uid: 'ada', role: { admin: true }, may: ['read', 'run', 'assign', 'readIncidents', 'audit', 'resolveDisputes'] },
  { who: 'the assigned referee', uid: 'rita', role: { referee: true }, may: ['read', 'run'] },
  { who: 'another referee', uid: 'rob', role: { referee: true }, may: ['read'] },
  { who: 'a referee assignor', uid: 'asa', role: { refereeassignor: true }, may: ['read', 'assign'] },
  { who: 'a medic', uid: 'meg', role: { medic: true }, may: ['read', 'recordIncident', 'readIncidents'] },
  { who: 'a coach of a side', uid: 'carl', role: { coach: true }, extra: { coachOf: ['home'] }, may: ['read', 'readIncidents'] },
  { who: 'a coach of neither side', uid: 'cora', role: { coach: true }, may: ['read'] },
  { who: 'a linked tournament admin', uid: 'tara', role: { tournamentadmin: true }, extra: { linked: true }, may: ['read', 'readIncidents', 'audit', 'resolveDisputes'] },
  { who: 'the organizing tournament admin', uid: 'olga', role: { tournamentadmin: true }, may: ['read', 'resolveDisputes'] },
  { who: 'an unlinked tournament admin', uid: 'tom', role: { tournamentadmin: true }, may: ['read'] },
  { who: 'a member with no role', uid: 'nora', role: {}, may: [] },
];

describe('the match policy', () => {
  it.each(table)('$who may exactly: $may', ({ uid, role, extra, may }) => {
    const ctx = context(uid, role, extra);
    expect(rules.filter((rule) => allowed(rule, ctx, uid))).toEqual(may);
  });

  it('lets an admin of another organization resolve nothing, even with the same roles', () => {
    const ctx = context('ada', { admin: true }, { membership: member('ada', { admin: true }, 'org-2') });
    expect(matchPolicy.resolveDisputes(ctx)).toBe(false);
  });
});
