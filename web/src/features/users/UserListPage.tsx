import { useState } from 'react';
import { Badge, Checkbox, Tooltip } from '@mantine/core';
import type { User } from '@hanout/contract';
import { askConfirm, showError, showSuccess } from '../../common/dialogs';
import { editColumn } from '../../common/list/actionColumns';
import { PagedTable, rowNumber } from '../../common/list/PagedTable';
import { ListPageCard } from '../../common/ListPageCard';
import { validClaims } from '../../common/session';
import { roleLabel, useUserSearch, useToggleUserStatus } from './api';
import { t } from '../../common/i18n';
import { formatTimestampDate } from '../../common/dates';

export default function UserListPage() {
  const list = useUserSearch();
  const toggleStatus = useToggleUserStatus();
  const myId = Number(validClaims()?.sub);
  /** The checkbox the user just clicked shows its new state while the question is open. */
  const [pending, setPending] = useState<{ id: number; isEnabled: boolean } | null>(null);

  async function changeStatus(user: User) {
    setPending({ id: user.id, isEnabled: !user.isEnabled });
    const confirmed = await askConfirm({
      title: t('Update the status of this user?'),
      text: user.isEnabled
        ? t("You won't be able to revert this!", { context: 'disable' })
        : t("You won't be able to revert this!", { context: 'enable' }),
      confirmLabel: t('Yes, update it!'),
      cancelLabel: t('Cancel'),
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
      await showSuccess(t('Success!'), message);
    } catch {
      setPending(null);
      await list.refetch();
      await showError(t('Error!'), t('Something went wrong. Please try again later.'));
    }
  }

  return (
    <ListPageCard title={t('Manage Users')} addLabel={t('Register User')} addTo="/users/add">
      <PagedTable
        list={list}
        caption={t('Users')}
        rowKey={(user) => user.id}
        columns={[
          {
            header: t('Enabled'),
            width: 80,
            render: (user) => {
              const checked = pending?.id === user.id ? pending.isEnabled : user.isEnabled;
              const self = user.id === myId;
              const box = (
                <Checkbox
                  aria-label={t('Enable {{name}}', { name: user.name })}
                  checked={checked}
                  disabled={self || (pending !== null && pending.id !== user.id)}
                  onChange={() => pending === null && void changeStatus(user)}
                />
              );
              return self ? (
                <Tooltip label={t('You cannot disable your own account')}>
                  <span>{box}</span>
                </Tooltip>
              ) : (
                box
              );
            },
          },
          rowNumber(list),
          { header: t('Name'), render: (user) => user.name },
          { header: t('Email'), render: (user) => user.email },
          { header: t('Mobile'), render: (user) => user.mobile },
          {
            header: t('Role'),
            render: (user) => (
              <Badge variant="light" color={user.role === 'ROLE_ADMIN' ? 'grape' : 'gray'}>
                {roleLabel(user.role)}
              </Badge>
            ),
          },
          { header: t('Created At'), render: (user) => formatTimestampDate(user.createdAt) },
          editColumn('/users/edit'),
        ]}
      />
    </ListPageCard>
  );
}
