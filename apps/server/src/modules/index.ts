// Feature modules: public ones answer without a session; the rest register inside the authenticated context.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { amendmentsModule } from './amendments/amendments.module.ts';
import { areasRoutes } from './areas/areas.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authoritiesRoutes } from './authorities/authorities.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { meRoutes } from './auth/me.routes.ts';
import { citizenReportsRoutes } from './citizen-reports/citizen-reports.routes.ts';
import { chatsModule, defineChatJobs, requeuePending, whatsappSendRoutes } from './chats/chats.module.ts';
import { citizensModule } from './citizens/citizens.module.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { demandsModule } from './demands/demands.module.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { exportDownloadRoutes } from './exports/export-download.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { geoRoutes } from './geo/geo.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { lawsRoutes } from './laws/laws.routes.ts';
import { defineTransferJobs, requeueImports } from './imports/imports.jobs.ts';
import { importsRoutes } from './imports/imports.routes.ts';
import { defineNotificationJobs } from './notifications/notifications.jobs.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { occurrencesRoutes } from './occurrences/occurrences.routes.ts';
import { organizationsRoutes } from './organizations/organizations.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { socialLinksRoutes } from './social-links/social-links.routes.ts';
import { defineGreetingJobs, greetingsRoutes } from './greetings/greetings.module.ts';
import { defineSmsJobs, requeueSmsPending, smsRoutes, smsWebhookRoutes } from './sms/sms.module.ts';
import { campaignsRoutes, defineCampaignJobs, tickCampaigns } from './campaigns/campaigns.module.ts';
import { supportRoutes } from './support/support.routes.ts';
import { tagsRoutes } from './tags/tags.routes.ts';
import { tasksRoutes } from './tasks/tasks.routes.ts';
import { tutorialRoutes } from './tutorial/tutorial.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { whatsappWebhookRoutes } from './whatsapp/whatsapp-webhook.routes.ts';
import { whatsappRoutes } from './whatsapp/whatsapp.routes.ts';
import { whatsappApiRoutes } from './whatsapp/whatsapp-api.routes.ts';
import { defineAiJobs } from './ai/message-classification.ts';

export async function registerPublicModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(exportDownloadRoutes, { deps });
  await app.register(smsWebhookRoutes, { deps });
}

/**
 * The spec's WhatsApp API lives under /whatsapp (not /api): the providers' webhooks (public) and, behind the
 * session, getconnection, disconnect, sendmessage and the simulator. `authenticated` registers a plugin
 * inside the same authenticated context as /api.
 */
export async function registerWhatsappApi(
  app: FastifyInstance,
  deps: AppDeps,
  authenticated: (plugin: (scope: FastifyInstance) => Promise<void>) => Promise<void>,
): Promise<void> {
  await app.register(whatsappWebhookRoutes, { deps });
  await authenticated(async (scope) => {
    await scope.register(whatsappApiRoutes, { deps });
    await scope.register(whatsappSendRoutes, { deps });
  });
}

export async function registerProtectedModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(meRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(organizationsRoutes, { deps });
  await app.register(importsRoutes, { deps });
  await app.register(exportsRoutes, { deps });
  await app.register(citizensModule, { deps });
  await app.register(geoRoutes, { deps });
  await app.register(tagsRoutes, { deps });
  await app.register(citizenReportsRoutes, { deps });
  await app.register(privacyRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(areasRoutes, { deps });
  await app.register(demandsModule, { deps });
  await app.register(amendmentsModule, { deps });
  await app.register(occurrencesRoutes, { deps });
  await app.register(tasksRoutes, { deps });
  await app.register(eventsRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(whatsappRoutes, { deps });
  await app.register(chatsModule, { deps });
  await app.register(socialLinksRoutes, { deps });
  await app.register(authoritiesRoutes, { deps });
  await app.register(documentsRoutes, { deps });
  await app.register(lawsRoutes, { deps });
  await app.register(supportRoutes, { deps });
  await app.register(smsRoutes, { deps });
  await app.register(campaignsRoutes, { deps });
  await app.register(aiRoutes, { deps });
  await app.register(tutorialRoutes, { deps });
  await app.register(greetingsRoutes, { deps });
}

/** Background job handlers; defined when the app is built, run once startJobs() is called. */
export function defineJobs(deps: AppDeps): void {
  defineTransferJobs(deps);
  defineNotificationJobs(deps);
  defineChatJobs(deps);
  defineSmsJobs(deps);
  defineAiJobs(deps);
  defineGreetingJobs(deps);
  defineCampaignJobs(deps);
}

/** Starts the workers and re-queues work a stopped server left unfinished. */
export async function startJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.start();
  await requeueImports(deps);
  await requeuePending(deps);
  await requeueSmsPending(deps);
  await tickCampaigns(deps);
}
