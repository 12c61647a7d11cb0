// The SMS module: /api/sms, its public webhook, the durable outbound queue and the citizen extensions.
export { smsRoutes } from './sms.routes.ts';
export { smsWebhookRoutes } from './sms-webhook.routes.ts';
export { defineSmsJobs, requeueSmsPending } from './sms-outbound.ts';
