import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import type { LoginRequest, LoginResponse, SessionInfo } from '@hanout/contract';
import { api, ApiError } from '../../common/api';
import { homePath, setToken, storeLanguage, validClaims } from '../../common/session';
import { changeLanguage } from '../../common/i18n';
import { usePageTitle } from '../../common/usePageTitle';
import { t } from '../../common/i18n';
import { FormNotice } from './FormNotice';

export default function LoginPage() {
  usePageTitle(t('Sign In'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    // loginRequest's rules and messages, written out so that the first page loaded does not carry
    // zod and the contract (about 30 KB gzipped, see bench/RESULTS.md); the server checks loginRequest.
    validate: {
      username: (value) => (value.trim() ? null : t('Username is required')),
      password: (value) => (value.length >= 3 ? null : t('Password is required')),
    },
    validateInputOnChange: true,
  });

  async function submit(values: LoginRequest) {
    setSubmitting(true);
    setFailure(null);
    try {
      const { success, token } = await api<LoginResponse>('/auth/login', { method: 'POST', body: values });
      if (success) {
        setToken(token);
        // The screens now speak the user's language rather than the browser's.
        const { language } = await api<SessionInfo>('/auth/session');
        storeLanguage(language);
        await navigate(homePath(validClaims(token)), { replace: true });
        await changeLanguage(language);
      }
    } catch (error) {
      setFailure(error instanceof ApiError ? error.detail : t('Something went wrong'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <div>
          <Title order={2}>{t('Sign In')}</Title>
          <Text c="dimmed" size="sm">
            {t('Enter your email and password to login')}
          </Text>
        </div>
        <TextInput
          label={t('Username')}
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder={t('you@example.ma')}
          {...form.getInputProps('username')}
        />
        <PasswordInput label={t('Password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={submitting} disabled={!form.isDirty() || !form.isValid()}>
          {t('SIGN IN')}
        </Button>
        {failure && (
          <FormNotice color="red" alert>
            {failure}
          </FormNotice>
        )}
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
          {t('Forgot password?')}
        </Anchor>
      </Stack>
    </form>
  );
}
