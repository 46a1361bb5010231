import { useMutation } from '@apollo/client/react';
import { ACCOUNT_LIMITS, profileSchema } from '@earmark/shared';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorField, errorMessage, validateWith } from '../forms';
import { UpdateUserMutation } from '../graphql/UpdateUser';
import { showSavedToast } from '../toasts';
import { FormError } from './FormError';

export type Profile = {
  username: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  website?: string | null | undefined;
  bio?: string | null | undefined;
};
type Props = { profile: Profile };

/** Settings, Profile tab: username ≤ 50, names ≤ 50, website URL ≤ 255, bio. */
export function ProfileTab({ profile }: Props) {
  const [updateUser, { loading }] = useMutation(UpdateUserMutation);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      username: profile.username,
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      website: profile.website ?? '',
      bio: profile.bio ?? '',
    },
    validate: validateWith(profileSchema),
  });

  async function handleSubmit(values: typeof form.values) {
    setError(null);
    try {
      await updateUser({ variables: values });
      form.resetDirty();
      showSavedToast('Your profile has been updated.');
    } catch (caught) {
      const field = errorField(caught);
      if (field && field in values) form.setFieldError(field, errorMessage(caught));
      else setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md" maw={520}>
        <FormError message={error} />
        <TextInput
          label="Username"
          required
          maxLength={ACCOUNT_LIMITS.usernameMax}
          {...form.getInputProps('username')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            maxLength={ACCOUNT_LIMITS.nameMax}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            maxLength={ACCOUNT_LIMITS.nameMax}
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label="Website"
          type="url"
          placeholder="https://"
          maxLength={ACCOUNT_LIMITS.websiteMax}
          {...form.getInputProps('website')}
        />
        <Textarea
          label="Bio"
          autosize
          minRows={3}
          maxLength={ACCOUNT_LIMITS.bioMax}
          {...form.getInputProps('bio')}
        />
        <Group>
          <Button type="submit" loading={loading}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
