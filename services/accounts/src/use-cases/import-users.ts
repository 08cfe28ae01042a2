import { randomBytes } from 'node:crypto';
import { MESSAGES, USER_FORM_ROLES, fieldErrors, importUserRowSchema, rolesOf, type ImportUsersInput, type ImportUsersResult, type Locale } from '@pitchside/shared';
import { AppError, type Actor } from '@pitchside/core';
import { welcomeMail } from '../mail/templates';
import type { AccountsPorts } from '../ports';
import { actingOrganization } from './acting-organization';
import { addNewMember } from './add-member';
import { issueResetLink } from './reset-link';

export const WELCOME_VALID_DAYS = 7;

/** A password nobody knows: the person chooses theirs from the welcome e-mail. */
function unguessablePassword(): string {
  return `Aa1-${randomBytes(24).toString('base64url')}`;
}

function describeRowError(error: unknown): string {
  if (error instanceof AppError) return error.fields ? Object.values(error.fields).join('; ') : error.message;
  return 'Could not be imported: try this row again later';
}

/**
 * Imports a member list row by row: good rows become members (each gets an e-mail to choose a password),
 * and every bad row is reported with its number and reason. A row that fails halfway leaves nothing.
 * The new members have no language yet: their e-mails speak the importing admin's screen's.
 */
export async function importUsers(
  ports: Pick<AccountsPorts, 'identity' | 'organizations' | 'resets' | 'mailer' | 'clock' | 'appUrl'>,
  actor: Actor,
  orgId: string | undefined,
  input: ImportUsersInput,
  language: Locale = 'en',
): Promise<ImportUsersResult> {
  const acting = await actingOrganization(ports, actor, orgId, ['admin']);
  const organization = await ports.organizations.getOrganization(acting.orgId);
  const members = new Set((await ports.organizations.membersOf(acting.orgId)).map((member) => member.email));
  const seen = new Set<string>();
  const result: ImportUsersResult = { message: MESSAGES.importSuccessful, imported: [], failed: [] };

  for (const [index, raw] of input.users.entries()) {
    const parsed = importUserRowSchema.safeParse(raw);
    const fallbackRow = index + 1;
    if (!parsed.success) {
      const rowNumber = typeof (raw as { row?: unknown })?.row === 'number' ? (raw as { row: number }).row : fallbackRow;
      const email = typeof (raw as { email?: unknown })?.email === 'string' ? (raw as { email: string }).email : undefined;
      result.failed.push({ row: rowNumber, ...(email ? { email } : {}), reason: Object.values(fieldErrors(parsed.error)).join('; ') });
      continue;
    }
    const row = parsed.data;
    const rowNumber = row.row ?? fallbackRow;
    const roles = rolesOf(row.role);
    const fail = (reason: string) => result.failed.push({ row: rowNumber, email: row.email, reason });
    if (roles.length === 0) {
      fail('Give at least one role');
      continue;
    }
    if (roles.some((role) => !(USER_FORM_ROLES as readonly string[]).includes(role))) {
      fail(`Roles allowed here: ${USER_FORM_ROLES.join(', ')}`);
      continue;
    }
    if (seen.has(row.email)) {
      fail('Listed twice in this file');
      continue;
    }
    seen.add(row.email);
    if (members.has(row.email)) {
      fail('Already a member of this organization');
      continue;
    }

    try {
      const member = await addNewMember(ports, {
        orgId: acting.orgId,
        email: row.email,
        displayName: row.displayName,
        password: unguessablePassword(),
        role: row.role,
        ...(row.phone ? { phone: row.phone } : {}),
      });
      const url = await issueResetLink(ports, { uid: member.uid, email: row.email }, WELCOME_VALID_DAYS * 86_400_000);
      await ports.mailer.send(
        welcomeMail({
          to: row.email,
          organizationName: organization?.name ?? 'Your organizer',
          url,
          validDays: WELCOME_VALID_DAYS,
          language,
        }),
      );
      result.imported.push({ row: rowNumber, email: row.email, uid: member.uid });
    } catch (error) {
      fail(describeRowError(error));
    }
  }
  // 'Import successful' only when every row was imported: 1 of 4 rows is not a success to celebrate.
  if (result.imported.length === 0 && result.failed.length > 0) result.message = 'Nothing was imported: see the rows below';
  else if (result.failed.length > 0) result.message = `${result.imported.length} of ${result.imported.length + result.failed.length} imported`;
  return result;
}
