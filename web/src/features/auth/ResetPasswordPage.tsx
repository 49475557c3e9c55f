import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NEW_PASSWORD_IS_IDENTITY, newPassword, passwordIsIdentity } from '@hanout/contract';
import { ApiError } from '../../common/api';
import { showMessage } from '../../common/dialogs';
import { usePageTitle } from '../../common/usePageTitle';
import { t } from '../../common/i18n';
import { FormNotice } from './FormNotice';
import { localizedResolver } from '../../common/validation';
import { resetPassword } from './api';

const resetForm = z
  .object({
    email: z.string().min(1, 'Email is required').pipe(z.email('Email is invalid')),
    verificationCode: z.string().min(1, 'Verification code is required'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Re enter your new password'),
  })
  .refine((form) => !passwordIsIdentity(form.password, [form.email]), { message: NEW_PASSWORD_IS_IDENTITY, path: ['password'] });
type ResetForm = z.infer<typeof resetForm>;

export default function ResetPasswordPage() {
  usePageTitle(t('Reset Password'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mismatch, setMismatch] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ResetForm>({
    mode: 'controlled',
    initialValues: {
      email: params.get('email') ?? '',
      verificationCode: params.get('verificationCode') ?? '',
      password: '',
      confirmPassword: '',
    },
    validate: localizedResolver(resetForm),
    validateInputOnChange: ['password', 'confirmPassword'],
  });
  const linkBroken = !form.values.email || !form.values.verificationCode;

  async function submit({ email, verificationCode, password, confirmPassword }: ResetForm) {
    if (password !== confirmPassword) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSubmitting(true);
    try {
      await resetPassword({ email, verificationCode, password });
      await showMessage({ title: t('Password reset successfully'), text: t('You can now login with your new password'), kind: 'success' });
      void navigate('/auth/login');
    } catch (error) {
      await showMessage({
        title: t('Request a new password reset link'),
        text: error instanceof ApiError ? error.detail : t('Something went wrong'),
        kind: 'error',
      });
      void navigate('/auth/forgot-password');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Title order={2}>{t('Reset Password')}</Title>
        {linkBroken && (
          <FormNotice color="orange">
            {t('This page opens from the link in your password reset e-mail.')}{' '}
            <Anchor component={Link} to="/auth/forgot-password">
              {t('Request a new link')}
            </Anchor>
            .
          </FormNotice>
        )}
        <input type="hidden" name="email" value={form.values.email} />
        <input type="hidden" name="verificationCode" value={form.values.verificationCode} />
        <PasswordInput label={t('New Password')} autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label={t('Confirm Password')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        {mismatch && (
          <FormNotice color="red" alert>
            {t('Passwords does not match.')}
          </FormNotice>
        )}
        <Button type="submit" loading={submitting} disabled={linkBroken}>
          {t('Reset Password')}
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('Back to Login')}
        </Anchor>
      </Stack>
    </form>
  );
}
