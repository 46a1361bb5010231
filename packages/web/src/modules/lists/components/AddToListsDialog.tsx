import { useMutation, useQuery } from '@apollo/client/react';
import { ITEM_KIND_NAMES, itemTypeOf } from '@earmark/shared';
import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { AddItemToListsMutation } from '../graphql/AddItemToLists';
import { CurrentUsersListsForListAdderQuery } from '../graphql/CurrentUsersListsForListAdder';
import { ListsHoldingItemQuery } from '../graphql/ListsHoldingItem';
import type { NewListState } from '../pages/NewListPage';

/** What can be added from an item menu: a release or a song. */
export type AddTarget = { __typename: 'Release' | 'Song'; id: string; title: string };

type Props = { target: AddTarget | null; onClose: () => void };

/** "Add to lists": start a new list with the item, or pick lists (and optionally a section in each). */
export function AddToListsDialog({ target, onClose }: Props) {
  const navigate = useNavigate();
  const source = itemTypeOf(target?.__typename ?? 'Release');
  const { data, loading } = useQuery(CurrentUsersListsForListAdderQuery, {
    variables: { filterItems: source },
    skip: target === null,
    fetchPolicy: 'cache-and-network',
  });
  const { data: held } = useQuery(ListsHoldingItemQuery, {
    variables: { id: target?.id ?? '', song: target?.__typename === 'Song' },
    skip: target === null,
    fetchPolicy: 'cache-and-network',
  });
  const holding = new Set(held?.release?.currentUserListIds ?? held?.song?.currentUserListIds ?? []);
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const [add, { loading: adding }] = useMutation(AddItemToListsMutation);
  const lists = data?.currentUser?.lists.edges.map((edge) => edge.node) ?? [];
  const picked = Object.keys(chosen);

  function close() {
    setChosen({});
    onClose();
  }

  function startNewList() {
    if (!target) return;
    const state: NewListState = {
      item: {
        type: source,
        id: target.id,
        title: target.title,
        subtitle: ITEM_KIND_NAMES[source].label,
        image: null,
      },
    };
    close();
    navigate(ROUTES.newList, { state });
  }

  async function handleAdd() {
    if (!target || picked.length === 0) return;
    try {
      await add({
        variables: {
          lists: picked.map((id) => ({ id, sectionId: chosen[id] ?? null })),
          item: { id: target.id, source },
        },
      });
      notifications.show({
        title: 'Success',
        message: 'All of your lists have been updated.',
        color: 'green',
      });
      close();
    } catch {
      notifications.show({ message: 'There was an error adding to one of your lists.', color: 'red' });
    }
  }

  return (
    <Modal opened={target !== null} onClose={close} title="Add to lists">
      <Stack gap="md">
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={startNewList}>
          Start a new list
        </Button>
        {loading && lists.length === 0 && <Loader size="sm" role="status" aria-label="Loading your lists" />}
        {!loading && lists.length === 0 && <Text c="dimmed">You have no lists yet.</Text>}
        <ScrollArea.Autosize mah={360}>
          <Stack gap="sm">
            {lists.map((list) => {
              const on = list.id in chosen;
              // On the list already: an item is on a list once (the server refuses it again).
              const already = holding.has(list.id);
              return (
                <Stack key={list.id} gap={4}>
                  <Checkbox
                    label={list.name}
                    description={already ? 'Already on this list' : undefined}
                    disabled={already}
                    checked={on || already}
                    onChange={(event) => {
                      const next = { ...chosen };
                      if (event.currentTarget.checked) next[list.id] = null;
                      else delete next[list.id];
                      setChosen(next);
                    }}
                  />
                  {on && list.sections.length > 0 && (
                    <Stack gap={2} pl="xl">
                      <Select
                        aria-label={`Section of ${list.name}`}
                        placeholder="Choose a section (optional)"
                        clearable
                        data={list.sections.map((section) => ({ value: section.id, label: section.title }))}
                        value={chosen[list.id] ?? null}
                        onChange={(value) => setChosen({ ...chosen, [list.id]: value })}
                      />
                      {!chosen[list.id] && (
                        <Text size="xs" c="dimmed">
                          Item will be added to unsectioned area
                        </Text>
                      )}
                    </Stack>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button disabled={picked.length === 0} loading={adding} onClick={() => void handleAdd()}>
            Add to lists
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
