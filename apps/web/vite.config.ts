/// <reference types="vitest/config" />
// Vite config for the web app: dev proxy to the API on :3000, lazy route chunks, jsdom tests.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_API_PROXY points the dev server at an API on another port (several checkouts side by side).
const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/uploads': API,
      // The spec's WhatsApp API is below /whatsapp/; '/whatsapp' itself is the web's page.
      '^/whatsapp/': API,
      '/socket.io': { target: API, ws: true },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
