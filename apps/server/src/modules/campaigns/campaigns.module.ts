// The campaigns module: /api/campaigns, the office's sending window and suppression list, the durable sender.
export { campaignsRoutes } from './campaigns.routes.ts';
export { defineCampaignJobs, enqueueCampaign, runCampaign, tickCampaigns } from './campaigns-worker.ts';
