// `npm start`: builds the web app when it is missing or stale, then runs the server in this same process
// (one PID to stop; the data-dir lock belongs to it).
import { register } from 'tsx/esm/api';
import './ensure-build.mjs';

register();
await import('../apps/server/src/main.ts');
