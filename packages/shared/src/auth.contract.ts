import { z } from 'zod';
import { ACTIONS, ROLES, SUBJECTS } from './abilities.ts';
import { EmailSchema, NameSchema, PasswordSchema, UfSchema, singleLine } from './common.contract.ts';
import { DEFAULT_TIME_ZONE } from './organizations.contract.ts';

export const AbilityRuleSchema = z.object({ action: z.enum(ACTIONS), subject: z.enum(SUBJECTS) });
export const AbilitySchema = z.array(AbilityRuleSchema).max(200);

/** Light, dark or following the device: each user's own choice, kept on the server so it follows them. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export const COLOR_SCHEME_LABELS: Record<(typeof COLOR_SCHEMES)[number], string> = {
  light: 'Claro',
  dark: 'Escuro',
  auto: 'Automático',
};
export const ColorSchemeSchema = z.enum(COLOR_SCHEMES, { error: 'Escolha claro, escuro ou automático' });
export type ColorScheme = z.infer<typeof ColorSchemeSchema>;

/** PUT /api/me/preferences: the caller's own preferences (no user id: it is always the caller). */
export const UserPreferencesInputSchema = z.object({ colorScheme: ColorSchemeSchema });
export type UserPreferencesInput = z.infer<typeof UserPreferencesInputSchema>;

/** The spec's User (§3) plus e-mail, role, avatar and what the shell shows. */
export const UserDataSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  is_trial: z.boolean(),
  createdAt: z.string(),
  ability: AbilitySchema,
  organizationName: z.string(),
  emailVerified: z.boolean(),
  // Defaults: user data stored before these existed still parses (the next GET /api/me fills them in).
  /** The office's logo (signed URL), shown in the header. */
  organizationLogo: z.string().nullable().default(null),
  /** The office's accent colour (a Mantine palette name). */
  accentColor: z.string().default('blue'),
  /** The office's IANA time zone: dates and times are shown on its clock. */
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  colorScheme: ColorSchemeSchema.default('light'),
});
export type UserData = z.infer<typeof UserDataSchema>;

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Informe a senha').max(128),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const AuthResponseSchema = TokenPairSchema.extend({ userData: UserDataSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const RefreshInputSchema = z.object({ refreshToken: z.string().min(20).max(200) });
export const LogoutInputSchema = z.object({ refreshToken: z.string().min(20).max(200).optional() });

export const RegisterInputSchema = z.object({
  organizationName: singleLine().min(2, 'Informe o nome do gabinete').max(160),
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  uf: UfSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const ResetPasswordRequestSchema = z.object({ email: EmailSchema });
export const NewPasswordInputSchema = z.object({
  token: z.string().min(20).max(200),
  password: PasswordSchema,
});
// Up to 600: an e-mail change link carries the new address (see link-tokens.ts).
export const TokenParamsSchema = z.object({ token: z.string().min(20).max(600) });

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Informe a senha atual').max(128),
  newPassword: PasswordSchema,
});
