import { ITEM_KIND_NAMES } from '@earmark/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LogFieldsFragment } from '../../../graphql/generated/graphql';
import { itemHref } from '../../../lib/links';
import { RatingStars } from '../../../ui/RatingStars';
import { LogOwnerActions } from './LogOwnerActions';

type Props = { logs: readonly LogFieldsFragment[]; owner: boolean };

function reactionOf(log: LogFieldsFragment): string {
  if (log.favorited) return 'Favorited';
  if (log.loved) return 'Loved';
  if (log.liked) return 'Liked';
  return '';
}

/** The Diary Table view: Context, Item, Reaction, Rating, Writing, and Actions for the owner. */
export function DiaryTable({ logs, owner }: Props) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Context</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Reaction</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Writing</Table.Th>
            {owner && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => {
            const item =
              log.item.__typename === 'Release' || log.item.__typename === 'Song' ? log.item : null;
            return (
              <Table.Tr key={log.id}>
                <Table.Td>
                  <Text size="sm">{log.dateText ?? 'Undated'}</Text>
                  <Text size="xs" c="dimmed">
                    {[
                      log.listenedBefore ? 'Repeat' : 'First listen',
                      log.wasDeepListen ? 'Deep listen' : null,
                      log.hadChills ? 'Chills' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {item && (
                    <Anchor component={Link} to={itemHref(item)} size="sm" fw={600}>
                      {item.title}
                    </Anchor>
                  )}
                  <Text size="xs" c="dimmed">
                    {ITEM_KIND_NAMES[log.itemType].label}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{reactionOf(log)}</Text>
                </Table.Td>
                <Table.Td>{log.rating != null ? <RatingStars value={log.rating} /> : null}</Table.Td>
                <Table.Td>
                  {log.hasWriting ? (
                    <Anchor component={Link} to={log.link} size="sm">
                      {log.reviewTitle || 'Read'}
                    </Anchor>
                  ) : null}
                </Table.Td>
                {owner && (
                  <Table.Td>
                    <LogOwnerActions log={log} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
