import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { t } from './i18n';

interface FormActionsProps {
  submitLabel: string;
  /** Where 'Cancel' goes without saving: the list a page was opened from, or a modal's close. */
  cancel: string | (() => void);
  loading?: boolean;
  disabled?: boolean;
}

/** The buttons under every add and edit form and every form in a modal: 'Cancel', then the submit button. */
export function FormActions({ submitLabel, cancel, loading, disabled }: FormActionsProps) {
  const navigate = useNavigate();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => (typeof cancel === 'string' ? void navigate(cancel) : cancel())}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
