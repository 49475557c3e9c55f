import { useState } from 'react';
import { Anchor, Button, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';
import { api, ApiError } from '../../common/api';
import { showError, showSuccess } from '../../common/dialogs';
import { usePageTitle } from '../../common/usePageTitle';

const forgotForm = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
});

export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  // Stays disabled after a submit until an error returns: one reset mail per request.
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotForm, { sync: true }),
    validateInputOnChange: true,
  });

  async function submit({ email }: { email: string }) {
    setSent(true);
    try {
      await api('/auth/forgot-password', { query: { email: email.trim() } });
      await showSuccess('Success!', 'Please check your email for password reset instructions');
    } catch (error) {
      setSent(false);
      await showError('Error!', error instanceof ApiError ? error.detail : 'Something went wrong');
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Title order={2}>Forgot Password</Title>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" disabled={sent || !form.isValid()}>
          Send Recover Email
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}
