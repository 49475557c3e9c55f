import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { askConfirm } from '../../common/dialogs';
import { t } from '../../common/i18n';
import { validClaims } from '../../common/session';

/** While `active`, leaving the screen (another screen, closing or reloading the tab) asks first. */
export function useLeaveGuard(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askConfirm({
      title: t('A sale is in progress'),
      text: t('Leave the counter? The sale stays here until you come back.'),
      confirmLabel: t('Leave'),
      cancelLabel: t('Stay'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    if (!active) return;
    // A session that ended (the server refused it) goes to the sign-in page without asking: the sale
    // stays in this browser for when the clerk is back.
    const warn = (event: BeforeUnloadEvent) => {
      if (validClaims()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
