// Changing a user's e-mail: the new address must prove it is reachable before it replaces the old one,
// so nobody can point someone else's account at a mailbox they control and then reset its password.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/unique-violation.ts';
import { confirmNewEmailMail, emailChangeNoticeMail } from '../auth/emails.ts';
import { issueLinkToken, revokeLinkTokens } from '../auth/link-tokens.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { findUserByEmail } from './users.repository.ts';
import { users, type UserRow } from './users.table.ts';

/** Mails a confirmation link to the new address and a notice to the current one; nothing changes yet. */
export async function requestEmailChange(deps: AppDeps, user: UserRow, newEmail: string): Promise<void> {
  const token = await issueLinkToken(deps.database.db, user.id, 'validate_email', newEmail);
  await deps.mailer.send(
    confirmNewEmailMail(newEmail, user.name, `${deps.env.appUrl}/validar-email/${token}`),
  );
  await deps.mailer.send(emailChangeNoticeMail(user.email, user.name, newEmail));
}

/** The new address followed its link: it becomes the login, confirmed; links sent to the old one die. */
export async function applyEmailChange(deps: AppDeps, userId: string, newEmail: string): Promise<void> {
  const { db } = deps.database;
  const other = await findUserByEmail(db, newEmail);
  if (other && other.id !== userId) throw new AppError('EMAIL_IN_USE', 409);
  await refuseDuplicates(
    () =>
      db
        .update(users)
        .set({ email: newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId)),
    () => new AppError('EMAIL_IN_USE', 409),
  );
  await revokeLinkTokens(db, userId);
  forgetPrincipal(userId);
}
