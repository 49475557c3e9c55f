import { useState } from 'react';
import { Anchor, Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../common/api';
import { showError, showSuccess } from '../../common/dialogs';
import { usePageTitle } from '../../common/usePageTitle';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';
import { requestPasswordReset } from './api';

const forgotForm = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
});

export default function ForgotPasswordPage() {
  usePageTitle(t('Forgot Password'));
  // Stays disabled after a submit until an error returns: one reset mail per request.
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: localizedResolver(forgotForm),
    validateInputOnChange: true,
  });

  async function submit({ email }: { email: string }) {
    setSent(true);
    try {
      await requestPasswordReset(email.trim());
      await showSuccess(t('Success!'), t('Please check your email for password reset instructions'));
    } catch (error) {
      setSent(false);
      await showError(t('Error!'), error instanceof ApiError ? error.detail : t('Something went wrong'));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Title order={2}>{t('Forgot Password')}</Title>
        <TextInput label={t('Email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" disabled={sent || !form.isValid()}>
          {t('Send Recover Email')}
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('Back to Login')}
        </Anchor>
      </Stack>
    </form>
  );
}
