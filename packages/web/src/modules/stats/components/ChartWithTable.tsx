import { Button, ColorSwatch, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

export type ChartColumn<Row> = { label: string; value: (row: Row) => string | number };

type Props<Row> = {
  title: string;
  /** What the numbers are, for the table's caption and the chart's accessible name. */
  caption: string;
  rows: readonly Row[];
  /** The first column names each row (a month, a genre); the others are its numbers. */
  columns: ReadonlyArray<ChartColumn<Row>>;
  /** The chart, drawn when the table is not asked for. */
  children: ReactNode;
  /**
   * The series named above the chart, each with its colour (a Mantine colour such as 'ember.6').
   */
  legend?: ReadonlyArray<{ label: string; color: string }>;
  empty?: string;
};

/**
 * A chart with a visible "Show as table" toggle: the same numbers as an HTML table with a caption,
 * for screen readers, keyboard users and anyone who wants the figures.
 */
export function ChartWithTable<Row>({ title, caption, rows, columns, children, legend, empty }: Props<Row>) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {rows.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty ?? 'Nothing here yet.'}</Text>
      ) : asTable ? (
        <Table striped captionSide="top" withTableBorder>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} scope="col">
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // Rows are positions in a fixed ranking or calendar: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={index}>
                {columns.map((column, at) =>
                  at === 0 ? (
                    <Table.Th key={column.label} scope="row" fw={500}>
                      {column.value(row)}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.label}>{column.value(row)}</Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <>
          {legend && (
            <Group gap="md" justify="flex-end">
              {legend.map((series) => (
                <Group key={series.label} gap={6}>
                  <ColorSwatch
                    color={`var(--mantine-color-${series.color.replace('.', '-')})`}
                    size={12}
                    withShadow={false}
                  />
                  <Text size="sm">{series.label}</Text>
                </Group>
              ))}
            </Group>
          )}
          <div role="img" aria-label={`${caption}: a chart. Choose “Show as table” for the numbers.`}>
            {children}
          </div>
        </>
      )}
    </Stack>
  );
}
