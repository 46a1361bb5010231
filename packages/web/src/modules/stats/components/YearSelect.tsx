import { NativeSelect } from '@mantine/core';

type Props = { year: number | null; years: readonly number[]; onChange: (year: number | null) => void };

/** All time or one of the years with activity (the current year is always offered). */
export function YearSelect({ year, years, onChange }: Props) {
  const current = new Date().getUTCFullYear();
  const offered = [...new Set([current, ...years, ...(year === null ? [] : [year])])].sort((a, b) => b - a);
  return (
    <NativeSelect
      label="Period"
      w={160}
      value={year === null ? 'all' : String(year)}
      onChange={(event) =>
        onChange(event.currentTarget.value === 'all' ? null : Number(event.currentTarget.value))
      }
      data={[
        { value: 'all', label: 'All time' },
        ...offered.map((y) => ({ value: String(y), label: String(y) })),
      ]}
    />
  );
}
