// jsdom lacks what Mantine measures with (matchMedia, ResizeObserver, document.fonts for autosize); stub it, and add jest-dom matchers.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: with two test files rendering on two busy cores, a screen
// that appears in 200 ms alone can take seconds (vite.config.ts runs two workers).
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
