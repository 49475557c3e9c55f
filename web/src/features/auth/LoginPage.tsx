import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import type { LoginRequest, LoginResponse } from '@hanout/contract';
import { api, ApiError } from '../../common/api';
import { setToken } from '../../common/session';
import { usePageTitle } from '../../common/usePageTitle';

export default function LoginPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    // loginRequest's rules and messages, written out so that the first page loaded does not carry
    // zod and the contract (about 30 KB gzipped, see bench/RESULTS.md); the server checks loginRequest.
    validate: {
      username: (value) => (value.trim() ? null : 'Username is required'),
      password: (value) => (value.length >= 3 ? null : 'Password is required'),
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
        void navigate('/dashboard', { replace: true });
      }
    } catch (error) {
      setFailure(error instanceof ApiError ? error.detail : 'Something went wrong');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <div>
          <Title order={2}>Sign In</Title>
          <Text c="dimmed" size="sm">
            Enter your email and password to login
          </Text>
        </div>
        <TextInput
          label="Username"
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder="you@example.ma"
          {...form.getInputProps('username')}
        />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={submitting} disabled={!form.isDirty() || !form.isValid()}>
          SIGN IN
        </Button>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
          Forgot password?
        </Anchor>
      </Stack>
    </form>
  );
}
