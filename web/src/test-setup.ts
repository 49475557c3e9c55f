import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadScreenTexts, startI18n } from './common/i18n';

// The screens' tests read the spec's English texts.
await startI18n('en');
await loadScreenTexts();

// Mantine reads these browser APIs, which happy-dom lacks.
if (!('matchMedia' in window)) {
  const matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
  Object.assign(window, { matchMedia });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals(); // a stubbed fetch never leaks into the next test
});
