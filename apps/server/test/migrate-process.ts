// One process that migrates the database at argv[2] and exits: db/migrate.test.ts starts two at once.
import { openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

const database = await openPostgres(process.argv[2]!, 3);
try {
  await migrate(database);
} finally {
  await database.close();
}
