import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ListCardFieldsFragment } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { ROUTES } from '../../../lib/links';
import classes from './ListCard.module.css';
import { ListCovers } from './ListCovers';

type Props = { list: ListCardFieldsFragment };

/** A list's fanned-out covers, name, curator and size; the whole card links to the list. */
export function ListCard({ list }: Props) {
  return (
    <Paper component={Link} to={ROUTES.list(list.id)} withBorder p="md" radius="lg" className={classes.card}>
      <Stack gap="sm">
        <ListCovers covers={list.albumCovers} />
        <div>
          <Text fw={700} lineClamp={2} className={classes.name}>
            {list.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            by {list.createdBy}
          </Text>
        </div>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {plural(list.itemsCount, 'item')}
          </Text>
          <Group gap={4}>
            <IconHeart size={12} aria-hidden />
            <Text size="xs" c="dimmed">
              {plural(list.numberOfLikes, 'like')}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
