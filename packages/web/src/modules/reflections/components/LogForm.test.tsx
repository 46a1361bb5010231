import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { type LogFormValues, logFieldsInput, newLogValues, validateLogForm } from '../logFormValues';
import { LogForm } from './LogForm';

const NOW = new Date('2026-03-10T12:00:00Z');

/** The form as the modal mounts it: Mantine's form with the shared rules, saving to a spy. */
function Harness({
  onSave,
  signedIn = true,
}: {
  onSave: (values: LogFormValues, again: boolean) => void;
  signedIn?: boolean;
}) {
  const form = useForm<LogFormValues>({
    initialValues: newLogValues(NOW),
    validate: (values) => validateLogForm(values, NOW),
  });
  return (
    <LogForm
      form={form}
      mode="create"
      signedIn={signedIn}
      saving={false}
      onSave={(again) => onSave(form.getValues(), again)}
    />
  );
}

describe('LogForm', () => {
  it('saves the chosen fields in the API spelling, with the reaction as one flag', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Deep listen' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Love' }));
    await userEvent.type(screen.getByLabelText('Review title'), 'Late-night revelation');
    await userEvent.type(screen.getByLabelText('Review'), 'The second side glows.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    const [values, again] = onSave.mock.calls[0] as [LogFormValues, boolean];
    expect(again).toBe(false);
    expect(logFieldsInput(values)).toMatchObject({
      date: '2026-03-10',
      wasDeepListen: true,
      isLoved: true,
      isLiked: false,
      isFavorited: false,
      reviewTitle: 'Late-night revelation',
      review: 'The second side glows.',
    });
  });

  it('refuses a date after tomorrow and before 1900, saving nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    const date = screen.getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2026-03-12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Must be from 1900-01-01 to tomorrow.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(date, { target: { value: '1899-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: '2026-03-11' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves without a date when "Add to diary" is off, and "Save & Listen Again" says so', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Add to diary' }));
    expect(screen.queryByLabelText('Date')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Listen Again' }));
    const [values, again] = onSave.mock.calls[0] as [LogFormValues, boolean];
    expect(again).toBe(true);
    expect(logFieldsInput(values).date).toBeNull();
  });

  it('cannot be saved by a visitor', () => {
    renderWithProviders(<Harness onSave={vi.fn()} signedIn={false} />);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save & Listen Again' }).hasAttribute('disabled')).toBe(true);
  });
});
