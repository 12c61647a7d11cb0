// Entry of every worker thread: lets the worker load the TypeScript module it is given (the app runs
// TypeScript through tsx; a worker does not inherit that), then imports it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
