/// <reference types="vitest/config" />
// Vite config for the web app: dev proxy to the API on :3000, lazy route chunks, jsdom tests.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// VITE_API_PROXY points the dev server at an API on another port (several checkouts side by side).
const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

// The /modelo area is a separate build (vite.modelo.config.ts). The login page learns that it exists from
// this meta tag in the HTML, so the office's JavaScript is the same bytes with or without the area.
const TEMPLATE_DEMO = process.env.TEMPLATE_DEMO !== '0';
const templateDemoMeta: Plugin = {
  name: 'gabinete-template-demo-meta',
  transformIndexHtml: () =>
    TEMPLATE_DEMO
      ? [{ tag: 'meta', attrs: { name: 'gabinete-modelo', content: '/modelo/' }, injectTo: 'head' }]
      : [],
};

export default defineConfig({
  plugins: [react(), templateDemoMeta],
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/uploads': API,
      // The spec's WhatsApp API is below /whatsapp/; '/whatsapp' itself is the web's page.
      '^/whatsapp/': API,
      '/socket.io': { target: API, ws: true },
      // `npm run dev` serves the /modelo area from its own Vite server.
      '/modelo': { target: 'http://localhost:5174', ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'modelo/src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Vitest's default is one worker less than the CPUs: one on the 2-core CI machines, which ran the ~130 jsdom
    // files one after the other. Two workers (the same in every unit project: Vitest runs them in one pool);
    // with both cores busy a screen can take seconds, so the waits are longer too (src/test/setup.ts).
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
