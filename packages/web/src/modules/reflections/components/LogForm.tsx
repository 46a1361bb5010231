import { LIMITS } from '@earmark/shared';
import { Button, Group, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { RatingInput } from '../../../ui/RatingInput';
import { DIARY_DATE_MIN, diaryDateMax, type LogFormValues } from '../logFormValues';

type Props = {
  form: UseFormReturnType<LogFormValues>;
  mode: 'create' | 'update';
  signedIn: boolean;
  saving: boolean;
  onSave: (listenAgain: boolean) => void;
};

const REACTIONS = [
  { value: 'none', label: 'None' },
  { value: 'liked', label: 'Like' },
  { value: 'loved', label: 'Love' },
  { value: 'favorited', label: 'Favorite' },
];

/** The Reflect form's controls; the modal owns saving. */
export function LogForm({ form, mode, signedIn, saving, onSave }: Props) {
  const { values } = form;
  return (
    <form
      onSubmit={form.onSubmit(() => onSave(false))}
      aria-label={mode === 'create' ? 'Reflect' : 'Edit reflection'}
    >
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap">
          <Switch label="Add to diary" {...form.getInputProps('addToDiary', { type: 'checkbox' })} />
          {values.addToDiary && (
            <TextInput
              type="date"
              label="Date"
              min={DIARY_DATE_MIN}
              max={diaryDateMax()}
              {...form.getInputProps('date')}
            />
          )}
        </Group>
        <SegmentedControl
          aria-label="First listen or repeat"
          data={[
            { value: 'first', label: 'First listen' },
            { value: 'repeat', label: 'Repeat' },
          ]}
          value={values.listenedBefore ? 'repeat' : 'first'}
          onChange={(value) => form.setFieldValue('listenedBefore', value === 'repeat')}
        />
        <Group gap="xl">
          <Switch label="Deep listen" {...form.getInputProps('wasDeepListen', { type: 'checkbox' })} />
          <Switch label="Chills" {...form.getInputProps('gaveChills', { type: 'checkbox' })} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="log-reaction-label">
            Reaction
          </Text>
          <SegmentedControl
            aria-labelledby="log-reaction-label"
            data={REACTIONS}
            {...form.getInputProps('reaction')}
          />
        </Stack>
        <Group gap="xs" align="center" wrap="wrap">
          <Text size="sm" fw={500}>
            Rating
          </Text>
          <RatingInput
            size="md"
            value={values.rating}
            onChange={(value) => form.setFieldValue('rating', value === 0 ? null : value)}
          />
          {values.rating != null && (
            <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue('rating', null)}>
              Clear
            </Button>
          )}
        </Group>
        <TextInput
          label="Review title"
          maxLength={LIMITS.reviewTitleMax}
          {...form.getInputProps('reviewTitle')}
        />
        <Textarea
          label="Review"
          autosize
          minRows={3}
          maxRows={10}
          maxLength={LIMITS.reviewMax}
          {...form.getInputProps('review')}
        />
        <Textarea
          label="Gratitude"
          description="What or whom are you grateful for in this listen?"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={LIMITS.gratitudeMax}
          {...form.getInputProps('gratitude')}
        />
        <Group justify="flex-end" gap="sm">
          {mode === 'create' && (
            <Button
              variant="default"
              disabled={!signedIn}
              loading={saving}
              onClick={() => form.onSubmit(() => onSave(true))()}
            >
              Save & Listen Again
            </Button>
          )}
          <Button type="submit" disabled={!signedIn} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
