// 'Editar dados' in the side panel: the few fields an attendant fixes during a conversation, turned into
// the PUT /api/citizens body and checked by the same shared schema (same messages as the citizens form).
import { UpdateCitizenInputSchema, type Citizen, type UpdateCitizenInput } from '@gabinete/shared';
import { zodFieldErrors } from '../../../lib/use-zod-form.ts';
import { brToIso, isoToBr } from '../../citizens/lib/citizen-form.logic.ts';

export interface CitizenEditValues {
  name: string;
  email: string;
  neighborhood: string;
  birthDate: string;
}

/** The preferred e-mail, else the first one. */
export const mainEmail = (c: Pick<Citizen, 'emails'>) =>
  c.emails.find((e) => e.preferred) ?? c.emails[0] ?? null;

export function citizenEditValues(c: Citizen): CitizenEditValues {
  return {
    name: c.name,
    email: mainEmail(c)?.address ?? '',
    neighborhood: c.neighborhood ?? '',
    birthDate: isoToBr(c.birthDate),
  };
}

/** The e-mail replaces the main one (or is added); the others stay as they are. */
export function citizenEditInput(
  c: Citizen,
  v: CitizenEditValues,
): { input: UpdateCitizenInput; errors: null } | { input: null; errors: Record<string, string> } {
  const main = mainEmail(c);
  const others = c.emails
    .filter((e) => e._id !== main?._id)
    .map(({ address, type, preferred, canContact }) => ({ address, type, preferred, canContact }));
  const email = v.email.trim();
  const emails = email
    ? [
        {
          address: email,
          type: main?.type ?? 'pessoal',
          preferred: main ? main.preferred : others.length === 0,
          canContact: main?.canContact ?? true,
        },
        ...others,
      ]
    : others;
  const parsed = UpdateCitizenInputSchema.safeParse({
    name: v.name,
    neighborhood: v.neighborhood,
    birthDate: v.birthDate.trim() ? brToIso(v.birthDate) : null,
    emails,
  });
  if (parsed.success) return { input: parsed.data, errors: null };
  const raw = zodFieldErrors(parsed.error);
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(raw))
    errors[key.startsWith('emails') ? 'email' : key] ??= message;
  return { input: null, errors };
}
