import { Center, Checkbox, Divider, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { updateUserRequest, type User } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { PasswordForm } from '../../domain/users/PasswordForm';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { roleOptions, useUpdateUser, useUser } from './api';
import { t } from '../../common/i18n';
import { formatTimestampDate } from '../../common/dates';
import { localizedResolver } from '../../common/validation';

type UpdateUserValues = Pick<User, 'id' | 'name' | 'mobile' | 'email' | 'role' | 'createdAt' | 'isEnabled'>;

export default function EditUserPage() {
  usePageTitle(t('Update User'));
  const { userId = '' } = useParams();
  const user = useUser(userId);
  useLeaveOnError(user.error, { title: t('Error'), text: t('Something went wrong. Please try again later.'), to: '/users' });

  return (
    <PageCard title={t('Update User')}>
      {user.data ? (
        <Stack>
          <UpdateUserForm user={user.data} />
          <Divider />
          {/* A user who lost their password, without mail set up: the administrator gives them a new one.
              Their own is changed as on the profile, with the current one, and the session goes on. */}
          <PasswordForm userId={user.data.id === Number(validClaims()?.sub) ? undefined : user.data.id} />
        </Stack>
      ) : (
        <Center py="xl">{!user.error && <Loader size="sm" />}</Center>
      )}
    </PageCard>
  );
}

function UpdateUserForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const self = user.id === Number(validClaims()?.sub);
  const form = useForm<UpdateUserValues>({
    mode: 'controlled',
    initialValues: {
      id: user.id,
      name: user.name,
      mobile: user.mobile,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
      isEnabled: user.isEnabled,
    },
    validate: localizedResolver(updateUserRequest),
    validateInputOnChange: true,
  });

  const update = useUpdateUser({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      void navigate('/users');
    },
    onError: (error) => showError(t('Error'), errorDetail(error)),
  });

  function invalid() {
    form.setTouched({ name: true, mobile: true, email: true, role: true });
    void showError(t('Error'), t('Please fill all the fields correctly.'));
  }

  return (
    <form onSubmit={form.onSubmit((values) => update.mutate(updateUserRequest.parse(values)), invalid)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ReadOnlyField label={t('User ID')} value={String(user.id)} />
          <ReadOnlyField label={t('Created At')} value={formatTimestampDate(user.createdAt)} />
          <ReadOnlyField label={t('Username')} value={user.username} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('Name')} required {...form.getInputProps('name')} />
          <TextInput label={t('Mobile')} type="tel" required {...form.getInputProps('mobile')} />
          <TextInput label={t('Email')} type="email" required {...form.getInputProps('email')} />
          <Select
            label={t('Role')}
            required
            data={roleOptions()}
            allowDeselect={false}
            disabled={self}
            description={self ? t('You cannot change the role of your own account.') : undefined}
            {...form.getInputProps('role')}
          />
        </SimpleGrid>
        <Checkbox label={t('Enabled')} checked={user.isEnabled} readOnly disabled />
        <FormActions submitLabel={t('Update User')} cancel="/users" loading={update.isPending} />
      </Stack>
    </form>
  );
}
