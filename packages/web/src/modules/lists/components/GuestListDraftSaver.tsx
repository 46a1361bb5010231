import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth';
import { clearGuestDraft, readGuestDraft } from '../editor/guestDraft';
import { draftPayload } from '../editor/listDraft';
import { infoFields } from '../editor/listInfo';
import { CreateListMutation } from '../graphql/createList';

/** Once a guest who saved a list draft has signed up (or logged in), creates that list and opens it. */
export function GuestListDraftSaver() {
  const member = useCurrentUser();
  const navigate = useNavigate();
  const [create] = useMutation(CreateListMutation);
  const running = useRef(false);
  useEffect(() => {
    if (!member || running.current) return;
    const draft = readGuestDraft();
    if (!draft) return;
    running.current = true;
    const content = draftPayload({ sections: draft.sections, changed: true });
    create({ variables: { fields: infoFields(draft.info, true), ...content } })
      .then(({ data }) => {
        clearGuestDraft();
        if (!data) return;
        notifications.show({ title: 'Success', message: 'Your list has been created.' });
        navigate(`/lists/${data.createList.id}/edit`);
      })
      .catch((error: unknown) => {
        // A refused draft would be refused again: it is dropped, and the reason shown.
        clearGuestDraft();
        notifications.show({
          title: 'Error',
          message: `An error has occurred: ${error instanceof Error ? error.message : String(error)}`,
          color: 'red',
        });
      })
      .finally(() => {
        running.current = false;
      });
  }, [member, create, navigate]);
  return null;
}
