import { useMutation } from '@apollo/client/react';
import { Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../forms';
import { UpdatePrivacySettingsMutation } from '../graphql/UpdatePrivacySettings';
import { showSavedToast } from '../toasts';
import { FormError } from './FormError';

type Props = { userId: string; allowEmail: boolean; isPrivate: boolean; showStats: boolean };
type Change = { allowEmail: boolean } | { isPrivate: boolean } | { showStats: boolean };

/** News mails, profile privacy and stats: each switch saves at once (optimistic, set back on error). */
export function PrivacySection({ userId, allowEmail, isPrivate, showStats }: Props) {
  const [update] = useMutation(UpdatePrivacySettingsMutation);
  const [error, setError] = useState<string | null>(null);

  async function handleChange(change: Change) {
    setError(null);
    try {
      await update({
        variables: change,
        optimisticResponse: {
          updatePrivacySettings: {
            __typename: 'User',
            id: userId,
            allowEmail,
            isPrivate,
            showStats,
            ...change,
          },
        },
      });
      showSavedToast('Your settings have been updated.');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Email and privacy
      </Title>
      <FormError message={error} />
      <Switch
        label="News emails"
        description="Occasional product news from Earmark. Password and address mails always reach you."
        checked={allowEmail}
        onChange={(event) => void handleChange({ allowEmail: event.currentTarget.checked })}
      />
      <Switch
        label="Private profile"
        description="Only your friends (members you follow who follow you back) see your checks, ratings, diary and reviews. Your lists, follows and profile details stay public."
        checked={isPrivate}
        onChange={(event) => void handleChange({ isPrivate: event.currentTarget.checked })}
      />
      <Switch
        label="Show my stats"
        description="Others can open your stats and year in review (a private profile shows them to friends only). You always see your own."
        checked={showStats}
        onChange={(event) => void handleChange({ showStats: event.currentTarget.checked })}
      />
    </Stack>
  );
}
