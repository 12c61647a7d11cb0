// Folders the harness works with, resolved from this file so any working directory will do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
// The server's bundle, what `npm start` runs (scripts/build-server.mjs; the global setup rebuilds it when stale).
export const SERVER_ENTRY = 'apps/server/dist/main.mjs';
