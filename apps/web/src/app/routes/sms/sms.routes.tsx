// SMS inside the app shell: the office's history and the composer; its campaigns under /sms/campanhas.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const SmsListRoute = lazyNamed(() => import('./sms-list.route.tsx'), 'SmsListRoute');
const CampaignsListRoute = lazyNamed(
  () => import('../campaigns/campaigns-list.route.tsx'),
  'CampaignsListRoute',
);
const CampaignCreateRoute = lazyNamed(
  () => import('../campaigns/campaign-create.route.tsx'),
  'CampaignCreateRoute',
);
const CampaignRoute = lazyNamed(() => import('../campaigns/campaign.route.tsx'), 'CampaignRoute');

export const smsRoutes: RouteObject[] = [
  { path: 'sms', element: guarded('read', 'sms', <SmsListRoute />) },
  { path: 'sms/campanhas', element: guarded('read', 'campaigns', <CampaignsListRoute />) },
  { path: 'sms/campanhas/nova', element: guarded('create', 'campaigns', <CampaignCreateRoute />) },
  { path: 'sms/campanhas/:id', element: guarded('read', 'campaigns', <CampaignRoute />) },
];
