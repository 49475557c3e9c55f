import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorDetail } from './api';
import { showError } from './dialogs';

/**
 * For edit screens: when loading the record fails, shows an error dialog (the problem's detail
 * unless `text` is given) and, once it is closed, goes to `to`. Shown once per failure.
 */
export function useLeaveOnError(error: unknown, options: { title: string; to: string; text?: string }): void {
  const navigate = useNavigate();
  const shown = useRef<unknown>(null);
  const { title, to, text } = options;
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    const detail = text ?? errorDetail(error);
    void showError(title, detail).then(() => navigate(to, { replace: true }));
  }, [error, title, to, text, navigate]);
}
