import { useState } from 'react';
import { Badge, Checkbox, Tooltip } from '@mantine/core';
import type { User } from '@hanout/contract';
import { askConfirm, showError, showSuccess } from '../../common/dialogs';
import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { validClaims } from '../../common/session';
import { mediumDate, roleLabel, useUserSearch, useToggleUserStatus } from './queries';

export default function UserListPage() {
  const list = useUserSearch();
  const toggleStatus = useToggleUserStatus();
  const myId = Number(validClaims()?.sub);
  /** The checkbox the user just clicked shows its new state while the question is open. */
  const [pending, setPending] = useState<{ id: number; isEnabled: boolean } | null>(null);

  async function changeStatus(user: User) {
    setPending({ id: user.id, isEnabled: !user.isEnabled });
    const confirmed = await askConfirm({
      title: 'Update the status of this user?',
      text: "You won't be able to revert this!",
      confirmLabel: 'Yes, update it!',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) {
      // As observed: cancelling reloads the list, which resets the checkbox.
      setPending(null);
      await list.refetch();
      return;
    }
    try {
      const { message } = await toggleStatus.mutateAsync(user.id);
      setPending(null);
      await showSuccess('Success!', message);
    } catch {
      setPending(null);
      await list.refetch();
      await showError('Error!', 'Something went wrong. Please try again later.');
    }
  }

  return (
    <ListPageCard title="Manage Users" addLabel="Register User" addTo="/users/add">
      <PagedTable
        list={list}
        caption="Users"
        rowKey={(user) => user.id}
        columns={[
          {
            header: 'Enabled',
            width: 80,
            render: (user) => {
              const checked = pending?.id === user.id ? pending.isEnabled : user.isEnabled;
              const self = user.id === myId;
              const box = (
                <Checkbox
                  aria-label={`Enable ${user.name}`}
                  checked={checked}
                  disabled={self || (pending !== null && pending.id !== user.id)}
                  onChange={() => pending === null && void changeStatus(user)}
                />
              );
              return self ? (
                <Tooltip label="You cannot disable your own account">
                  <span>{box}</span>
                </Tooltip>
              ) : (
                box
              );
            },
          },
          rowNumber(list),
          { header: 'Name', render: (user) => user.name },
          { header: 'Email', render: (user) => user.email },
          { header: 'Mobile', render: (user) => user.mobile },
          {
            header: 'Role',
            render: (user) => (
              <Badge variant="light" color={user.role === 'ROLE_ADMIN' ? 'grape' : 'gray'}>
                {roleLabel(user.role)}
              </Badge>
            ),
          },
          { header: 'Created At', render: (user) => mediumDate(user.createdAt) },
          editColumn('/users/edit'),
        ]}
      />
    </ListPageCard>
  );
}
