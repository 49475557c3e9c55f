import { Alert, Anchor, List } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isAdmin, validClaims } from '../../common/session';
import { useAccountsUnderAttack } from './api';
import { t } from '../../common/i18n';

/**
 * Tells administrators which accounts strangers are guessing the password of (the account-wide
 * limit of failed sign-ins tripped within the hour): the user is not kept out, but should know.
 */
export function SignInAttackNotice() {
  const admin = isAdmin(validClaims());
  const accounts = useAccountsUnderAttack(admin).data?.accounts ?? [];
  if (!admin || accounts.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconShieldLock />}
      title={t('Someone is trying to guess a password')}
      data-testid="sign-in-attack"
    >
      <List size="sm" mb="xs">
        {accounts.map((account) => (
          <List.Item key={account.id}>
            {t('{{failures}} failed sign-ins within the hour on the account of {{name}} ({{username}}), from many addresses.', {
              failures: account.failures,
              name: account.name,
              username: account.username,
            })}
          </List.Item>
        ))}
      </List>
      {t('Those addresses are kept out; the user still signs in from the devices and places they signed in from before.')}{' '}
      <Anchor component={Link} to="/users" size="sm" c="inherit" underline="always" fw={600}>
        {t('If the password is weak, give a new one under Users')}
      </Anchor>
    </Alert>
  );
}
