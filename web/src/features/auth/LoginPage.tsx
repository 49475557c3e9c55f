import { useState, type ChangeEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { LoginRequest } from '@hanout/contract';
import { ApiError } from '../../common/api';
import {
  getDeviceToken,
  homePath,
  setDeviceToken,
  setToken,
  storedShopCode,
  storeLanguage,
  storeShopCode,
  takeSessionEndReason,
  validClaims,
} from '../../common/session';
import { fetchSession } from '../../common/useLanguageChoice';
import { changeLanguage } from '../../common/i18n';
import { usePageTitle } from '../../common/usePageTitle';
import { t } from '../../common/i18n';
import { signIn, signInOptionsQuery } from './api';
import { FormNotice } from './FormNotice';

/** The form's fields: the device token comes from the browser's storage, not from the form. */
type Fields = Required<Pick<LoginRequest, 'shop' | 'username' | 'password'>>;

export default function LoginPage() {
  usePageTitle(t('Sign In'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(takeSessionEndReason);
  const [submitting, setSubmitting] = useState(false);
  // The shop's code is asked only in an installation of several shops; until the server says so (or
  // when it cannot), the form signs in without it.
  const shopCodeAsked = useQuery(signInOptionsQuery).data?.shopCodeAsked === true;
  // Three fields kept in plain state: the first page loaded carries neither a form library (6 KB gzipped)
  // nor zod and the contract (30 KB, see bench/RESULTS.md). loginRequest's rules and messages are
  // written out here; the server checks loginRequest itself.
  const [values, setValues] = useState<Fields>(() => ({ shop: storedShopCode(), username: '', password: '' }));
  const [changed, setChanged] = useState<Record<keyof Fields, boolean>>({ shop: false, username: false, password: false });
  const errors: Record<keyof Fields, string | null> = {
    // Not required: a user who types their e-mail address is found in their shop by it.
    shop: null,
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

  async function submit({ shop: code, username, password }: Fields) {
    setSubmitting(true);
    setFailure(null);
    try {
      const shop = shopCodeAsked ? code.trim().toLowerCase() || undefined : undefined;
      const { success, token, deviceToken } = await signIn({ username, password, shop, deviceToken: getDeviceToken(username, shop) });
      if (success) {
        setToken(token);
        setDeviceToken(username, deviceToken, shop);
        if (shop) storeShopCode(shop);
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
        setChanged({ shop: true, username: true, password: true });
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
        {shopCodeAsked && (
          <TextInput
            label={t('Shop code')}
            description={t('Not needed when you sign in with your e-mail address')}
            autoComplete="organization"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            {...field('shop')}
          />
        )}
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
