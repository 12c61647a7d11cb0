// Map tests in jsdom, which has no layout and no SVG geometry: Leaflet gets its SVG renderer (patched before
// Leaflet loads, so import this first) and every element a 600 px size while the file's tests run.
import { afterAll, beforeAll } from 'vitest';

(SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});

const sizes = ['clientWidth', 'clientHeight'] as const;

export function giveMapsALayout(): void {
  beforeAll(() => {
    for (const key of sizes)
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
  });
  afterAll(() => {
    for (const key of sizes) Reflect.deleteProperty(HTMLElement.prototype, key);
  });
}
