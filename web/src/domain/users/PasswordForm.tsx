import { useState } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { newPassword, type LoginResponse, type Message } from '@hanout/contract';
import { api, ApiError, errorDetail } from '../../common/api';
import { showError, showSuccess } from '../../common/dialogs';
import { setToken } from '../../common/session';
import { t } from '../../common/i18n';
import { localizedResolver } from '../../common/validation';

const passwords = z.object({ newPassword, confirmPassword: z.string().min(1, 'Re enter your new password') });
const matching = (form: z.infer<typeof passwords>) => form.newPassword === form.confirmPassword;
const mismatch = { message: 'Passwords does not match.', path: ['confirmPassword'] };
const ownForm = passwords.extend({ currentPassword: z.string().min(1, 'Current password is required') }).refine(matching, mismatch);
const userForm = passwords.refine(matching, mismatch);

/**
 * A new password, typed twice: the signed-in user's own (with the current one; the session then
 * goes on with the token the change answers), or, for an administrator, another user's.
 */
export function PasswordForm({ userId }: { userId?: number }) {
  const own = userId === undefined;
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: localizedResolver(own ? ownForm : userForm),
  });

  async function save({ currentPassword, newPassword: chosen }: typeof form.values) {
    setSaving(true);
    try {
      if (own) {
        const { token } = await api<LoginResponse>('/users/me/password', { method: 'PUT', body: { currentPassword, newPassword: chosen } });
        setToken(token);
        await showSuccess(t('Password changed'), t('Your other sessions are signed out.'));
      } else {
        await api<Message>(`/users/${userId}/password`, { method: 'PUT', body: { newPassword: chosen } });
        await showSuccess(t('Password changed'), t('The user signs in again with the new password.'));
      }
      form.reset();
    } catch (error) {
      // 'currentPassword: …' goes under its field, as the form's own checks do.
      const [, field, message] = (error instanceof ApiError && /^(currentPassword|newPassword): (.+)$/s.exec(error.detail)) || [];
      if (field) form.setFieldError(field, message);
      else await showError(t('Error'), errorDetail(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{own ? t('Change my password') : t('Set a new password')}</Text>
        {own && (
          <PasswordInput
            label={t('Current password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('New Password')} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <PasswordInput label={t('Confirm Password')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={saving}>
            {own ? t('Change my password') : t('Set this password')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
