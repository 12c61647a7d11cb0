// Test helper: hides recharts' "width(0) and height(0)" warning, which jsdom (no layout) triggers for every chart.
import { afterEach, beforeEach, vi } from 'vitest';

export function quietCharts(): void {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
    });
  });
  afterEach(() => vi.restoreAllMocks());
}
