import { useEffect } from 'react';

export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = `Hanout | ${screen}`;
  }, [screen]);
}
