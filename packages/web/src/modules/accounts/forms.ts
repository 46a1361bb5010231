import { CombinedGraphQLErrors } from '@apollo/client';
// Every zod schema the app runs is run here: zod is configured (no eval) before the first of them.
import '../../lib/zodConfig';

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
};

/** A @mantine/form validator from one of @earmark/shared's zod schemas: the server's own rules. */
type Schema = {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
  };
};

export function validateWith(schema: Schema) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success || !result.error) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      errors[key] ??= `${LABELS[key] ?? key} ${issue.message}`;
    }
    return errors;
  };
}

/** The message to show for a failed call: the server's own sentence when there is one. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The field a BAD_USER_INPUT error names, to show the message beside it. */
export function errorField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : null;
}
