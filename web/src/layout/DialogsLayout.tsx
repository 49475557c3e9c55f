import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/** Mounts the dialogs (common/dialogs.tsx) for the screens below it; loaded with the first of them. */
export function DialogsLayout() {
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}

export const dialogsLayout = () => ({ Component: DialogsLayout });
