import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from './i18n';
import { errorDetail } from './api';

type Kind = 'success' | 'error' | 'warning' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'blue' };

/** A modal message with one OK button (the success and error dialogs); resolves when closed. */
export function showMessage(options: { title: string; text?: string; kind?: Kind; okLabel?: string }): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: (
        <Text fw={700} c={COLORS[options.kind ?? 'info']}>
          {options.title}
        </Text>
      ),
      centered: true,
      onClose: () => resolve(),
      children: (
        <>
          {options.text && <Text mb="md">{options.text}</Text>}
          <Group justify="flex-end">
            <Button data-autofocus color={COLORS[options.kind ?? 'info']} onClick={() => modals.close(id)}>
              {options.okLabel ?? t('OK')}
            </Button>
          </Group>
        </>
      ),
    });
  });
}

export const showError = (title: string, text?: string) => showMessage({ title, text, kind: 'error' });
export const showSuccess = (title: string, text?: string) => showMessage({ title, text, kind: 'success' });

/** A yes/no question; resolves true only when the user confirms. */
export function askConfirm(options: {
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** Cancel takes the focus, so that a reflex Enter does not confirm (allowing a sale past a credit limit). */
  focusCancel?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: <Text fw={700}>{options.title}</Text>,
      centered: true,
      children: options.text ? <Text>{options.text}</Text> : null,
      labels: { confirm: options.confirmLabel ?? t('Yes'), cancel: options.cancelLabel ?? t('Cancel') },
      // data-autofocus counts by its presence, whatever its value: it goes on one button only.
      confirmProps: { color: options.danger ? 'red' : 'teal', ...(options.focusCancel ? {} : { 'data-autofocus': true }) },
      cancelProps: options.focusCancel ? { 'data-autofocus': true } : {},
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

/** The question asked before a line is deleted from a draft. */
export const confirmDelete = () =>
  askConfirm({ title: t('Are you sure?'), text: t("You won't be able to revert this!"), confirmLabel: t('Yes, delete it!'), danger: true });

/** What a save does on a form page: its answer's message in a success dialog and back to the list, or the problem in an error dialog. */
export function afterSave(navigate: (to: string) => unknown, listPath: string) {
  return {
    async onSuccess({ message }: { message: string }) {
      await showSuccess(t('Success!'), message);
      void navigate(listPath);
    },
    onError: (error: unknown) => showError(t('Error!'), errorDetail(error)),
  };
}
