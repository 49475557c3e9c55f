import { Checkbox, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { registerUserRequest, type User } from '@hanout/contract';
import { FormActions } from '../../common/FormActions';
import { showError, showSuccess } from '../../common/dialogs';
import { PageCard } from '../../common/PageCard';
import { errorDetail } from '../../common/api';
import { usePageTitle } from '../../common/usePageTitle';
import { roleOptions, useRegisterUser } from './api';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

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
  usePageTitle(t('Add User'));
  const navigate = useNavigate();
  const form = useForm<AddUserValues>({
    mode: 'controlled',
    initialValues: { name: '', username: '', password: '', mobile: '', email: '', role: 'ROLE_USER', isEnabled: true },
    validate: localizedResolver(registerUserRequest),
    validateInputOnBlur: true,
  });

  const register = useRegisterUser({
    async onSuccess({ message }) {
      await showSuccess(t('Success!'), message);
      void navigate('/users');
    },
    onError: (error) => showError(t('Error!'), errorDetail(error)),
  });

  function invalid() {
    form.setTouched(Object.fromEntries(FIELDS.map((field) => [field, true])));
    void showError(t('Error!'), t('Please fill all the fields.'));
  }

  return (
    <PageCard title={t('Add User')}>
      <form onSubmit={form.onSubmit((values) => register.mutate(registerUserRequest.parse(values)), invalid)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('Name')} required autoComplete="off" {...form.getInputProps('name')} />
            <TextInput label={t('Username')} required autoComplete="off" {...form.getInputProps('username')} />
            <PasswordInput label={t('Password')} required autoComplete="new-password" {...form.getInputProps('password')} />
            <TextInput label={t('Mobile')} type="tel" required {...form.getInputProps('mobile')} />
            <TextInput label={t('Email')} type="email" required autoComplete="off" {...form.getInputProps('email')} />
            <Select label={t('Role')} required data={roleOptions()} allowDeselect={false} {...form.getInputProps('role')} />
          </SimpleGrid>
          <Checkbox label={t('Enabled')} {...form.getInputProps('isEnabled', { type: 'checkbox' })} />
          <FormActions submitLabel={t('Register User')} cancel="/users" loading={register.isPending} />
        </Stack>
      </form>
    </PageCard>
  );
}
