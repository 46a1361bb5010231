import {
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  choosePeriod,
  decadeOptions,
  type ListInfo,
  PERSONAL_NO,
  PERSONAL_YES,
  type PeriodChoice,
  yearOptions,
} from './listInfo';

const PERIODS: { value: PeriodChoice; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'decade', label: 'Decade' },
  { value: 'year', label: 'Year' },
  { value: 'range', label: 'Range of years' },
];

type Props = {
  info: ListInfo;
  errors: Partial<Record<keyof ListInfo, string>>;
  /** Tags are chosen when the list is created only. */
  withTags: boolean;
  onChange: (info: ListInfo) => void;
};

/** Name, who made it (curator), period and years, rank, addresses, description and tags. */
export function ListInfoForm({ info, errors, withTags, onChange }: Props) {
  const set = <K extends keyof ListInfo>(key: K, value: ListInfo[K]) => onChange({ ...info, [key]: value });
  const years = yearOptions();
  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        required
        maxLength={200}
        value={info.name}
        error={errors.name}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <Radio.Group
        label="Did you create this list?"
        required
        value={info.isPersonal}
        error={errors.isPersonal}
        onChange={(value) => set('isPersonal', value === 'no' ? 'no' : 'yes')}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label={PERSONAL_YES} />
          <Radio value="no" label={PERSONAL_NO} />
        </Stack>
      </Radio.Group>
      {info.isPersonal === 'no' && (
        <TextInput
          label="Curator"
          description="The organisation or person who made the list"
          required
          maxLength={200}
          value={info.curator}
          error={errors.curator}
          onChange={(event) => set('curator', event.currentTarget.value)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Period"
          data={PERIODS}
          value={info.period}
          allowDeselect={false}
          onChange={(value) =>
            onChange(choosePeriod(info, PERIODS.find((p) => p.value === value)?.value ?? 'all'))
          }
        />
        {info.period === 'decade' && (
          <Select
            label="Decade"
            required
            data={decadeOptions().map((decade) => ({ value: decade, label: `${decade}s` }))}
            value={info.decade || null}
            error={errors.decade}
            searchable
            onChange={(value) => set('decade', value ?? '')}
          />
        )}
        {info.period === 'year' && (
          <Select
            label="Year"
            required
            data={years}
            value={info.year || null}
            error={errors.year}
            searchable
            onChange={(value) => set('year', value ?? '')}
          />
        )}
        {info.period === 'range' && (
          <>
            <Select
              label="Start year"
              required
              data={years}
              value={info.yearStart || null}
              error={errors.yearStart}
              searchable
              clearable
              onChange={(value) => set('yearStart', value ?? '')}
            />
            <Select
              label="End year"
              required
              data={years}
              value={info.yearEnd || null}
              error={errors.yearEnd}
              searchable
              clearable
              onChange={(value) => set('yearEnd', value ?? '')}
            />
          </>
        )}
      </SimpleGrid>
      <Checkbox
        label="Rank the items (show their numbers)"
        checked={info.ranked}
        onChange={(event) => set('ranked', event.currentTarget.checked)}
      />
      <Group grow align="flex-start">
        <TextInput
          label="List URL"
          placeholder="https://"
          value={info.url}
          error={errors.url}
          onChange={(event) => set('url', event.currentTarget.value)}
        />
        <TextInput
          label="Image URL"
          placeholder="https://"
          value={info.image}
          error={errors.image}
          onChange={(event) => set('image', event.currentTarget.value)}
        />
      </Group>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxLength={5000}
        value={info.description}
        error={errors.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      {withTags && (
        <TagsInput
          label="Tags"
          placeholder="Add a tag and press Enter"
          maxTags={20}
          value={info.tags}
          onChange={(tags) => set('tags', tags)}
        />
      )}
    </Stack>
  );
}
