import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Loader, Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { useCurrentUser } from '../../auth';
import { LogQueryForEdit } from '../graphql/logQueryForEdit';
import { type LogTarget, useSaveLog } from '../hooks/useSaveLog';
import { type LogFormValues, newLogValues, storedLogValues, validateLogForm } from '../logFormValues';
import { showLogSaved } from '../logToasts';
import { LogForm } from './LogForm';

type Props = {
  target: LogTarget | null;
  logId?: string;
  onClose: () => void;
  onRecommend?: (target: LogTarget) => void;
};

/** The Reflect modal: a new log of an item, or (with a log id) the member's log being edited. */
export function LogFormModal({ target, logId, onClose, onRecommend }: Props) {
  const member = useCurrentUser();
  const { save, saving } = useSaveLog();
  const form = useForm<LogFormValues>({
    initialValues: newLogValues(),
    validate: (values) => validateLogForm(values),
  });
  const stored = useQuery(LogQueryForEdit, { variables: { id: logId ?? '' }, skip: !logId });
  const storedLog = stored.data?.log;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another log or item opens
  useEffect(() => {
    if (storedLog) form.setValues(storedLogValues(storedLog));
    else if (!logId) form.setValues(newLogValues());
    form.resetDirty();
  }, [storedLog, logId, target?.id]);

  const submit = async (listenAgain: boolean) => {
    if (!target) return;
    const saved = await save(target, form.values, { logId, listenAgain });
    if (!saved) return;
    onClose();
    showLogSaved(
      logId ? 'updated' : 'logged',
      listenAgain,
      onRecommend ? () => onRecommend(target) : undefined,
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `${logId ? 'Edit reflection on' : 'Reflect on'} ${target.title}` : ''}
      size="lg"
    >
      {!member && (
        <Alert color="yellow" mb="md">
          Please{' '}
          <Anchor component={Link} to={ROUTES.signup}>
            sign up
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={ROUTES.login}>
            log in
          </Anchor>{' '}
          to reflect on music.
        </Alert>
      )}
      {logId && stored.loading ? (
        <Loader role="status" aria-label="Loading the reflection" />
      ) : (
        <LogForm
          form={form}
          mode={logId ? 'update' : 'create'}
          signedIn={member !== null}
          saving={saving}
          onSave={submit}
        />
      )}
    </Modal>
  );
}
