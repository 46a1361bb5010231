import { useMutation } from '@apollo/client/react';
import { FAVORITE_LIST_ITEM_TYPE, LIST_LIMITS } from '@earmark/shared';
import { Alert, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBulb, IconDeviceFloppy } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { useCurrentUser } from '../../auth';
import { CreateListMutation } from '../graphql/createList';
import { UpdateListMutation } from '../graphql/updateList';
import { storeGuestDraft } from './guestDraft';
import { ListInfoForm } from './ListInfoForm';
import { ListItemSearch } from './ListItemSearch';
import { ListItemsEditor } from './ListItemsEditor';
import { type DraftSection, draftPayload, draftReducer, draftSize, findItem } from './listDraft';
import { favoriteKindOfInfo, infoFields, type ListInfo, validateInfo } from './listInfo';
import { useLeaveGuard } from './useLeaveGuard';

export const CREATED_SCROLL_DELAY_MS = 500;

type Props = {
  listId: string | null;
  /**
   * When the list last changed as the editor loaded it (List.updatedAt): each save sends it, so a
   * save from an editor opened before a change made elsewhere (another tab, another device) is
   * refused instead of silently undoing that change; each save's answer moves it on.
   */
  loadedAt?: string;
  initialInfo: ListInfo;
  initialSections: DraftSection[];
  /** A new list preloaded with items (from Start a new list, or a guest's draft) counts as changed. */
  startChanged?: boolean;
};

let sectionCounter = 0;

function showSaveError(error: unknown) {
  notifications.show({
    title: 'Error',
    message: `An error has occurred: ${error instanceof Error ? error.message : String(error)}`,
    color: 'red',
  });
}

/** The list editor: info form, item search, sections and items with drag and drop, save. */
export function ListEditor({ listId, loadedAt, initialInfo, initialSections, startChanged = false }: Props) {
  const member = useCurrentUser();
  const navigate = useNavigate();
  const [info, setInfo] = useState(initialInfo);
  const [infoChanged, setInfoChanged] = useState(false);
  const [draft, dispatch] = useReducer(draftReducer, { sections: initialSections, changed: startChanged });
  const [errors, setErrors] = useState<ReturnType<typeof validateInfo>>({});
  const [create, createState] = useMutation(CreateListMutation);
  const [update, updateState] = useMutation(UpdateListMutation);
  const [savedAt, setSavedAt] = useState(loadedAt);
  const changed = draft.changed || infoChanged;
  const release = useLeaveGuard(changed);
  const kind = favoriteKindOfInfo(info);
  const size = draftSize(draft);

  function handleInfoChange(next: ListInfo) {
    setInfo(next);
    setInfoChanged(true);
    if (Object.keys(errors).length > 0) setErrors(validateInfo(next));
  }

  async function handleSave() {
    const found = validateInfo(info);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (!member) {
      storeGuestDraft({ info, sections: draft.sections });
      release();
      notifications.show({ message: 'Sign up to save your list: it will be created as soon as you have.' });
      navigate(ROUTES.signup);
      return;
    }
    const content = draftPayload(draft);
    try {
      if (listId === null) {
        const { data } = await create({ variables: { fields: infoFields(info, true), ...content } });
        if (!data) return;
        release();
        navigate(`/lists/${data.createList.id}/edit`, { state: { scrollToTop: false } });
        window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), CREATED_SCROLL_DELAY_MS);
        notifications.show({ title: 'Success', message: 'Your list has been created.' });
      } else {
        const { data } = await update({
          variables: { listId, fields: infoFields(info, false), ...content, expectedUpdatedAt: savedAt },
        });
        if (data) setSavedAt(data.updateList.updatedAt);
        dispatch({ type: 'saved' });
        setInfoChanged(false);
        notifications.show({ title: 'Success', message: 'Your list has been saved.' });
      }
    } catch (error) {
      showSaveError(error);
    }
  }

  const addSectionAfter = (afterId: string) => {
    sectionCounter += 1;
    dispatch({ type: 'addSectionAfter', afterId, id: `new-${Date.now()}-${sectionCounter}` });
  };
  const saving = createState.loading || updateState.loading;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{listId === null ? 'New list' : 'Edit list'}</Title>
          <Group gap="xs">
            {listId !== null && (
              <Button component={Link} to={ROUTES.list(listId)} variant="default">
                View List
              </Button>
            )}
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving}
              onClick={() => void handleSave()}
            >
              Save list
            </Button>
          </Group>
        </Group>
        {changed && (
          <Text size="sm" c="orange.8" role="status">
            You have unsaved changes.
          </Text>
        )}
        <Paper withBorder p="lg" radius="md">
          <ListInfoForm
            info={info}
            errors={errors}
            withTags={listId === null && kind === null}
            onChange={handleInfoChange}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <ListItemSearch
            only={kind ? FAVORITE_LIST_ITEM_TYPE[kind] : null}
            has={(key) => findItem(draft, key) !== null}
            onAdd={(item) => dispatch({ type: 'addItem', item })}
          />
        </Paper>
        <Alert variant="light" icon={<IconBulb size={18} aria-hidden />}>
          Tip: save the list every {LIST_LIMITS.saveTipEvery} to 15 items.
        </Alert>
        <Divider label={`${size} ${size === 1 ? 'item' : 'items'}`} labelPosition="left" />
        <ListItemsEditor
          draft={draft}
          ranked={info.ranked}
          dispatch={dispatch}
          onAddSectionAfter={addSectionAfter}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={saving}
            onClick={() => void handleSave()}
          >
            Save list
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
