import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { t } from './i18n';

interface FormActionsProps {
  submitLabel: string;
  /** The list the form was opened from: 'Cancel' goes back to it without saving. */
  cancelTo: string;
  loading?: boolean;
  disabled?: boolean;
}

/** The buttons under every add and edit form: 'Cancel', then the submit button. */
export function FormActions({ submitLabel, cancelTo, loading, disabled }: FormActionsProps) {
  const navigate = useNavigate();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => void navigate(cancelTo)}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
