import { Checkbox, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { registerUserRequest, type User } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { ROLE_OPTIONS, useRegisterUser } from './queries';

interface AddUserValues {
  name: string;
  username: string;
  password: string;
  mobile: string;
  email: string;
  role: User['role'];
  isEnabled: boolean;
}
const FIELDS = ['name', 'username', 'password', 'mobile', 'email', 'role'] as const;

export default function AddUserPage() {
  usePageTitle('Add User');
  const navigate = useNavigate();
  const form = useForm<AddUserValues>({
    mode: 'controlled',
    initialValues: { name: '', username: '', password: '', mobile: '', email: '', role: 'ROLE_USER', isEnabled: true },
    validate: schemaResolver(registerUserRequest, { sync: true }),
    validateInputOnBlur: true,
  });

  const register = useRegisterUser({
    async onSuccess({ message }) {
      await showSuccess('Success!', message);
      void navigate('/users');
    },
    onError: (error) => showError('Error!', errorDetail(error)),
  });

  function invalid() {
    form.setTouched(Object.fromEntries(FIELDS.map((field) => [field, true])));
    void showError('Error!', 'Please fill all the fields.');
  }

  return (
    <PageCard title="Add User">
      <form onSubmit={form.onSubmit((values) => register.mutate(registerUserRequest.parse(values)), invalid)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
            <TextInput label="Username" required autoComplete="off" {...form.getInputProps('username')} />
            <PasswordInput label="Password" required autoComplete="new-password" {...form.getInputProps('password')} />
            <TextInput label="Mobile" type="tel" required {...form.getInputProps('mobile')} />
            <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
            <Select label="Role" required data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
          </SimpleGrid>
          <Checkbox label="Enabled" {...form.getInputProps('isEnabled', { type: 'checkbox' })} />
          <FormActions submitLabel="Register User" cancelTo="/users" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
