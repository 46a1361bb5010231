import { firstIssue } from '@earmark/shared';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';

const LABELS: Record<string, string> = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  newPassword: 'Password',
  currentPassword: 'Current password',
  newEmail: 'New email',
  usernameOrEmail: 'Username or email',
  firstName: 'First name',
  lastName: 'Last name',
  website: 'Website',
  bio: 'Bio',
  token: 'Reset link',
  items: 'Items',
};

/** BAD_USER_INPUT naming the field (in the message and in extensions.field) and the rule. */
export function invalidField(field: string, rule: string): AppError {
  return new AppError('BAD_USER_INPUT', `${LABELS[field] ?? field} ${rule}.`, { field });
}

/** The parsed value, or BAD_USER_INPUT for the first rule it breaks. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { field, message } = firstIssue(result.error);
  throw invalidField(field, message);
}
