// `npm run backup [FILE|FOLDER]` / `npm run restore FILE` (see README, Produção): the server's backup CLI.
import { register } from 'tsx/esm/api';

register();
process.argv.splice(2, 0, process.env.npm_lifecycle_event === 'restore' ? 'restore' : 'backup');
await import('../apps/server/src/backup/backup-cli.ts');
