import { Center, Checkbox, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { updateUserRequest, type User } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { ReadOnlyField } from '../../common/ReadOnlyField';
import { errorDetail } from '../../common/api';
import { useLeaveOnError } from '../../common/useLeaveOnError';
import { validClaims } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';
import { ROLE_OPTIONS, mediumDate, useUpdateUser, useUser } from './queries';

type UpdateUserValues = Pick<User, 'id' | 'name' | 'mobile' | 'email' | 'role' | 'createdAt' | 'isEnabled'>;

export default function EditUserPage() {
  usePageTitle('Update User');
  const { userId = '' } = useParams();
  const user = useUser(userId);
  useLeaveOnError(user.error, { title: 'Error', text: 'Something went wrong. Please try again later.', to: '/users' });

  return (
    <PageCard title="Update User">
      {user.data ? <UpdateUserForm user={user.data} /> : <Center py="xl">{!user.error && <Loader size="sm" />}</Center>}
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
    validate: schemaResolver(updateUserRequest, { sync: true }),
    validateInputOnChange: true,
  });

  const update = useUpdateUser({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      void navigate('/users');
    },
    onError: (error) => showError('Error', errorDetail(error)),
  });

  function invalid() {
    form.setTouched({ name: true, mobile: true, email: true, role: true });
    void showError('Error', 'Please fill all the fields correctly.');
  }

  return (
    <form onSubmit={form.onSubmit((values) => update.mutate(updateUserRequest.parse(values)), invalid)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ReadOnlyField label="User ID" value={String(user.id)} />
          <ReadOnlyField label="Created At" value={mediumDate(user.createdAt)} />
          <ReadOnlyField label="Username" value={user.username} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Mobile" type="tel" required {...form.getInputProps('mobile')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <Select
            label="Role"
            required
            data={ROLE_OPTIONS}
            allowDeselect={false}
            disabled={self}
            description={self ? 'You cannot change the role of your own account.' : undefined}
            {...form.getInputProps('role')}
          />
        </SimpleGrid>
        <Checkbox label="Enabled" checked={user.isEnabled} readOnly disabled />
        <FormActions submitLabel="Update User" cancelTo="/users" loading={update.isPending} />
      </Stack>
    </form>
  );
}
