import { useState, type ChangeEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { LoginRequest } from '@hanout/contract';
import { ApiError } from '../../common/api';
import { getDeviceToken, homePath, setDeviceToken, setToken, storeLanguage, validClaims } from '../../common/session';
import { fetchSession } from '../../common/useLanguageChoice';
import { changeLanguage } from '../../common/i18n';
import { usePageTitle } from '../../common/usePageTitle';
import { t } from '../../common/i18n';
import { signIn } from './api';
import { FormNotice } from './FormNotice';

/** The form's fields: the device token comes from the browser's storage, not from the form. */
type Fields = Pick<LoginRequest, 'username' | 'password'>;

export default function LoginPage() {
  usePageTitle(t('Sign In'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Two fields kept in plain state: the first page loaded carries neither a form library (6 KB gzipped)
  // nor zod and the contract (30 KB, see bench/RESULTS.md). loginRequest's rules and messages are
  // written out here; the server checks loginRequest itself.
  const [values, setValues] = useState<Fields>({ username: '', password: '' });
  const [changed, setChanged] = useState<Record<keyof Fields, boolean>>({ username: false, password: false });
  const errors: Record<keyof Fields, string | null> = {
    username: values.username.trim() ? null : t('Username is required'),
    password: values.password.length >= 3 ? null : t('Password is required'),
  };
  const valid = !errors.username && !errors.password;
  /** A field's props: its value, its change, and its message once it has been changed. */
  const field = (name: keyof Fields) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setChanged((current) => ({ ...current, [name]: true }));
    },
    error: changed[name] ? errors[name] : null,
  });

  async function submit(values: Fields) {
    setSubmitting(true);
    setFailure(null);
    try {
      const body = { ...values, deviceToken: getDeviceToken(values.username) };
      const { success, token, deviceToken } = await signIn(body);
      if (success) {
        setToken(token);
        setDeviceToken(values.username, deviceToken);
        // The screens now speak the user's language rather than the browser's.
        const { language } = await fetchSession();
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChanged({ username: true, password: true });
        if (valid) void submit(values);
      }}
    >
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
          {...field('username')}
        />
        <PasswordInput label={t('Password')} autoComplete="current-password" {...field('password')} />
        <Button type="submit" loading={submitting} disabled={(!values.username && !values.password) || !valid}>
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
