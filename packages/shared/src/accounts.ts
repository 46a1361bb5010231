import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * Account rules shared by the forms and the server: the server applies
 * them to every call, the forms to show the same limits before sending.
 */
export const ACCOUNT_LIMITS = {
  usernameMin: LIMITS.usernameMin,
  usernameMax: LIMITS.usernameMax,
  passwordMin: LIMITS.passwordMin,
  passwordMax: LIMITS.passwordMax,
  nameMax: LIMITS.nameMax,
  websiteMax: LIMITS.websiteMax,
  emailMax: LIMITS.emailMax,
  /** Not shown by the spec; long enough for any profile, short enough to keep pages light. */
  bioMax: 2000,
} as const;

/** Letters, digits, dot, underscore and hyphen: safe in a URL path (/users/{username}). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const USERNAME_CHARSET_TEXT = 'letters, digits, dots, underscores and hyphens';

/** Usernames nobody can take: the deleted-member placeholder and names that look official. */
export const RESERVED_USERNAMES = ['deleted-member', 'earmark', 'admin', 'support'] as const;

export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters long`;

export const usernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMin, `must be at least ${LIMITS.usernameMin} characters long`)
  .max(LIMITS.usernameMax, `must be at most ${LIMITS.usernameMax} characters long`)
  .regex(USERNAME_PATTERN, `may only contain ${USERNAME_CHARSET_TEXT}`)
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), 'is reserved');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(LIMITS.emailMax, `must be at most ${LIMITS.emailMax} characters long`)
  .pipe(z.email('must be a valid email address'));

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `must be at least ${LIMITS.passwordMin} characters long`)
  .max(LIMITS.passwordMax, `must be at most ${LIMITS.passwordMax} characters long`)
  // Spaces count as characters (a passphrase has them), but spaces alone protect nothing.
  .refine((password) => password.trim() !== '', 'must not be only spaces');

/** An optional text: blank means none (stored as null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters long`)
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

const websiteSchema = z
  .string()
  .trim()
  .max(LIMITS.websiteMax, `must be at most ${LIMITS.websiteMax} characters long`)
  .refine((value) => value === '' || isWebUrl(value), 'must be a URL starting with http:// or https://')
  .transform((value) => (value === '' ? null : normalizedUrl(value)))
  .nullish();

/**
 * The URL as the URL parser writes it, so markup cannot ride along (`<`, `>` and quotes come out
 * percent-encoded); a bare origin keeps the form the member typed.
 */
function normalizedUrl(value: string): string {
  const href = new URL(value).href;
  return href === `${value}/` ? value : href;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  allowEmail: z.boolean(),
});

export const loginSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, 'is required').max(LIMITS.emailMax, 'is too long'),
  password: z.string().min(1, 'is required').max(LIMITS.passwordMax, 'is too long'),
});

export const resetPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'is required').max(200, 'is not a valid reset link'),
  newPassword: passwordSchema,
});

/** Settings, Account tab: a new address, confirmed with the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, 'is required').max(LIMITS.passwordMax, 'is too long'),
});

/** Settings, Account tab: the current password, then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(LIMITS.passwordMax, 'is too long'),
  newPassword: passwordSchema,
});

export const confirmEmailChangeSchema = z.object({
  token: z.string().min(1, 'is required').max(200, 'is not a valid confirmation link'),
});

/** Settings, Profile tab: username required; names, website and bio optional. */
export const profileSchema = z.object({
  username: usernameSchema,
  firstName: optionalText(LIMITS.nameMax),
  lastName: optionalText(LIMITS.nameMax),
  website: websiteSchema,
  bio: optionalText(ACCOUNT_LIMITS.bioMax),
});

export type SignupInput = z.input<typeof signupSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** The first rule a refused value breaks, as `{ field, message }`. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? 'input'), message: issue?.message ?? 'is invalid' };
}
