// `npm start`: builds the web app and bundles the server when either is missing or stale, then runs the
// server's bundle in this same process (one PID to stop; the data-dir lock belongs to it). No TypeScript is
// compiled at start: that took most of the start-up time.
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE } from './ensure-build.mjs';

await import(pathToFileURL(SERVER_BUNDLE).href);
