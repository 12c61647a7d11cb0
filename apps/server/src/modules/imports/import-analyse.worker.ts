// The worker side of the upload's analysis: one file in, its shape or the pt-BR reason it is refused out.
import { serveWorkerTasks } from '../../lib/worker-task.ts';
import { analyseSheet } from './import-analyse.ts';
import type { SheetLimits } from './import-limits.ts';
import { ImportFileError } from './import-records.ts';

serveWorkerTasks(async (input: { file: string; maxRows: number; limits: SheetLimits }) => {
  try {
    return { ok: await analyseSheet(input.file, input.maxRows, input.limits) };
  } catch (err) {
    return {
      error:
        err instanceof ImportFileError
          ? { code: err.code, message: err.message }
          : { code: 'IMPORT_FILE_INVALID', message: 'IMPORT_FILE_INVALID' },
    };
  }
});
