// Vite config of the /modelo area (the admin template's demo screens): a build of its own, so nothing of
// it can reach the office bundle. `npm run build` runs it after the office build unless TEMPLATE_DEMO=0.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  root: path.join(here, 'modelo'),
  base: '/modelo/',
  plugins: [react()],
  server: { port: 5174, strictPort: true, proxy: { '/api': API } },
  build: {
    outDir: path.join(here, 'dist/modelo'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
});
