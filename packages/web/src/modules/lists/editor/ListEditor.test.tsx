import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UpdateListMutation } from '../graphql/updateList';
import { ListEditor } from './ListEditor';
import { emptyDraft } from './listDraft';
import { emptyInfo } from './listInfo';

// happy-dom has no document.fonts, which Mantine's autosizing textareas listen to.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const member = { id: '1', username: 'listmaker', isAdmin: false, isSupporter: false };

describe('ListEditor', () => {
  it('asks for a name, keeps Unsectioned, adds and renames sections, and flags unsaved changes', async () => {
    renderWithProviders(
      <ListEditor listId={null} initialInfo={emptyInfo()} initialSections={emptyDraft().sections} />,
      { member, path: '/lists/new' },
    );
    expect(screen.getByText('Unsectioned')).toBeTruthy();
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    expect(screen.getByText('Tip: save the list every 10 to 15 items.')).toBeTruthy();

    await userEvent.click(screen.getAllByRole('button', { name: 'Save list' })[0] as HTMLElement);
    expect(await screen.findByText('Name is required')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add section after' }));
    const title = screen.getByRole('textbox', { name: 'Section title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Deep cuts');
    expect(screen.getByRole('region', { name: 'Section Deep cuts' })).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove section' }));
    expect(screen.queryByRole('region', { name: 'Section Deep cuts' })).toBeNull();
  });

  it('shows the curator field and the year range rule', async () => {
    renderWithProviders(
      <ListEditor
        listId={null}
        initialInfo={{
          ...emptyInfo(),
          name: 'Mag list',
          isPersonal: 'no',
          period: 'range',
          yearStart: '1990',
        }}
        initialSections={emptyDraft().sections}
      />,
      { member, path: '/lists/new' },
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Save list' })[0] as HTMLElement);
    expect(await screen.findByText('Curator is required')).toBeTruthy();
    expect(screen.getByText('Invalid year range')).toBeTruthy();
  });

  it('sends the time it loaded the list, and keeps the draft when the list was changed elsewhere', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const changedElsewhere =
      'This list was changed elsewhere since you opened it. Reload the editor to see the changes, then edit again.';
    const sent = vi.fn();
    renderWithProviders(
      <ListEditor
        listId="7"
        loadedAt="2026-11-01T10:00:00.000Z"
        initialInfo={{ ...emptyInfo(), name: 'Mine' }}
        initialSections={emptyDraft().sections}
      />,
      {
        member,
        path: '/lists/7/edit',
        mocks: [
          {
            request: {
              query: UpdateListMutation,
              variables: (variables) => {
                sent(variables.expectedUpdatedAt);
                return true;
              },
            },
            result: {
              errors: [
                new GraphQLError(changedElsewhere, {
                  extensions: { code: 'BAD_USER_INPUT', field: 'expectedUpdatedAt' },
                }),
              ],
            },
          },
        ],
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add section after' }));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save list' })[0] as HTMLElement);
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining(changedElsewhere) }),
      ),
    );
    expect(sent).toHaveBeenCalledWith('2026-11-01T10:00:00.000Z');
    // Nothing of the draft is lost: the new section and the unsaved mark stay.
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Section title' })).toHaveLength(1);
    show.mockRestore();
  });
});
