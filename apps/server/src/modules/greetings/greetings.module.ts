// Felicitações automáticas and demanda-status messages: /api/greetings, the daily tick, the timeline lines.
export { greetingsRoutes } from './greetings.routes.ts';
export { defineGreetingJobs } from './greetings.jobs.ts';
