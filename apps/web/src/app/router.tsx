// Routes of the app; every page is a lazy chunk so the login screen loads little JavaScript.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { lazyNamed } from './lazy-route.ts';
import { amendmentRoutes } from './routes/amendments/amendments.routes.tsx';
import { areaRoutes } from './routes/areas/areas.routes.tsx';
import { authorityRoutes } from './routes/authorities/authorities.routes.tsx';
import { documentRoutes } from './routes/documents/documents.routes.tsx';
import { lawRoutes } from './routes/laws/laws.routes.tsx';
import { dashboardRoutes } from './routes/dashboard/dashboard.routes.tsx';
import { demandRoutes } from './routes/demands/demands.routes.tsx';
import { eventRoutes } from './routes/events/events.routes.tsx';
import { guarded, RequireAuth } from './routes/guards.tsx';
import { institutionRoutes } from './routes/institutions/institutions.routes.tsx';
import { notificationRoutes } from './routes/notifications/notifications.routes.tsx';
import { occurrenceRoutes } from './routes/occurrences/occurrences.routes.tsx';
import { taskRoutes } from './routes/tasks/tasks.routes.tsx';
import { whatsappRoutes } from './routes/whatsapp/whatsapp.routes.tsx';
import { IndexRoute } from './routes/index-route.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { sacRoutes } from './routes/sac/sac.routes.tsx';
import { socialLinkRoutes } from './routes/social-links/social-links.routes.tsx';
import { supportRoutes } from './routes/support/support.routes.tsx';
import { smsRoutes } from './routes/sms/sms.routes.tsx';
import { aiRoutes } from './routes/ai/ai.routes.tsx';
import { tutorialRoutes } from './routes/tutorial/tutorial.routes.tsx';

const ShellLayout = lazyNamed(() => import('./shell/shell-layout.tsx'), 'ShellLayout');
const RegisterRoute = lazyNamed(() => import('./routes/auth/register.route.tsx'), 'RegisterRoute');
const ForgotPasswordRoute = lazyNamed(
  () => import('./routes/auth/forgot-password.route.tsx'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = lazyNamed(
  () => import('./routes/auth/set-password.route.tsx'),
  'ResetPasswordRoute',
);
const DefinePasswordRoute = lazyNamed(
  () => import('./routes/auth/set-password.route.tsx'),
  'DefinePasswordRoute',
);
const ValidateEmailRoute = lazyNamed(
  () => import('./routes/auth/validate-email.route.tsx'),
  'ValidateEmailRoute',
);
const AccessDeniedRoute = lazyNamed(
  () => import('./routes/system/access-denied.route.tsx'),
  'AccessDeniedRoute',
);
const TrialExpiredRoute = lazyNamed(
  () => import('./routes/system/trial-expired.route.tsx'),
  'TrialExpiredRoute',
);
const NotFoundRoute = lazyNamed(() => import('./routes/system/not-found.route.tsx'), 'NotFoundRoute');
const UsersListRoute = lazyNamed(() => import('./routes/users/users-list.route.tsx'), 'UsersListRoute');
const UserDetailRoute = lazyNamed(() => import('./routes/users/user-detail.route.tsx'), 'UserDetailRoute');
const OrganizationsListRoute = lazyNamed(
  () => import('./routes/organizations/organizations-list.route.tsx'),
  'OrganizationsListRoute',
);
const OrganizationDetailRoute = lazyNamed(
  () => import('./routes/organizations/organization-detail.route.tsx'),
  'OrganizationDetailRoute',
);
const SettingsRoute = lazyNamed(() => import('./routes/settings/settings.route.tsx'), 'SettingsRoute');
const ProfileRoute = lazyNamed(() => import('./routes/profile/profile.route.tsx'), 'ProfileRoute');
const CitizensListRoute = lazyNamed(
  () => import('./routes/citizens/citizens-list.route.tsx'),
  'CitizensListRoute',
);
const CitizenNewRoute = lazyNamed(
  () => import('./routes/citizens/citizen-form.route.tsx'),
  'CitizenNewRoute',
);
const CitizenEditRoute = lazyNamed(
  () => import('./routes/citizens/citizen-form.route.tsx'),
  'CitizenEditRoute',
);
const CitizenProfileRoute = lazyNamed(
  () => import('./routes/citizens/citizen-profile.route.tsx'),
  'CitizenProfileRoute',
);
const CitizenSearchRoute = lazyNamed(
  () => import('./routes/citizens/citizen-search.route.tsx'),
  'CitizenSearchRoute',
);
const TagsRoute = lazyNamed(() => import('./routes/tags/tags.route.tsx'), 'TagsRoute');
const BirthdaysRoute = lazyNamed(() => import('./routes/birthdays/birthdays.route.tsx'), 'BirthdaysRoute');
const RankingRoute = lazyNamed(() => import('./routes/ranking/ranking.route.tsx'), 'RankingRoute');
const ImportsListRoute = lazyNamed(
  () => import('./routes/imports/imports-list.route.tsx'),
  'ImportsListRoute',
);
const ImportWizardRoute = lazyNamed(
  () => import('./routes/imports/import-wizard.route.tsx'),
  'ImportWizardRoute',
);
const ImportDetailRoute = lazyNamed(
  () => import('./routes/imports/import-detail.route.tsx'),
  'ImportDetailRoute',
);
const ExportsRoute = lazyNamed(() => import('./routes/exports/exports.route.tsx'), 'ExportsRoute');
const CitizenMapRoute = lazyNamed(() => import('./routes/maps/citizen-map.route.tsx'), 'CitizenMapRoute');
const DuplicatesRoute = lazyNamed(
  () => import('./routes/duplicates/duplicates.route.tsx'),
  'DuplicatesRoute',
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <IndexRoute /> },
      { path: 'cadastro', element: <RegisterRoute /> },
      { path: 'esqueci-a-senha', element: <ForgotPasswordRoute /> },
      { path: 'redefinir-senha', element: <ResetPasswordRoute /> },
      { path: 'definir-senha', element: <DefinePasswordRoute /> },
      { path: 'validar-email/:token', element: <ValidateEmailRoute /> },
      { path: 'acesso-negado', element: <AccessDeniedRoute /> },
      { path: 'periodo-de-teste-encerrado', element: <TrialExpiredRoute /> },
      {
        element: (
          <RequireAuth>
            <ShellLayout />
          </RequireAuth>
        ),
        children: [
          { path: 'usuarios', element: guarded('read', 'users', <UsersListRoute />) },
          { path: 'usuarios/:id', element: guarded('read', 'users', <UserDetailRoute />) },
          { path: 'organizacoes', element: guarded('read', 'organizations', <OrganizationsListRoute />) },
          {
            path: 'organizacoes/:id',
            element: guarded('read', 'organizations', <OrganizationDetailRoute />),
          },
          { path: 'configuracoes', element: guarded('read', 'settings', <SettingsRoute />) },
          { path: 'perfil', element: <ProfileRoute /> },
          { path: 'eleitores', element: guarded('read', 'citizens', <CitizensListRoute />) },
          { path: 'eleitores/novo', element: guarded('create', 'citizens', <CitizenNewRoute />) },
          { path: 'eleitores/perfil', element: guarded('read', 'citizens', <CitizenSearchRoute />) },
          { path: 'eleitores/duplicados', element: guarded('update', 'citizens', <DuplicatesRoute />) },
          { path: 'eleitores/:id', element: guarded('read', 'citizens', <CitizenProfileRoute />) },
          { path: 'eleitores/:id/editar', element: guarded('update', 'citizens', <CitizenEditRoute />) },
          { path: 'tags', element: guarded('read', 'tags', <TagsRoute />) },
          { path: 'aniversariantes', element: guarded('read', 'citizens', <BirthdaysRoute />) },
          { path: 'ranking', element: guarded('read', 'citizens', <RankingRoute />) },
          { path: 'importacoes', element: guarded('read', 'imports', <ImportsListRoute />) },
          { path: 'importacoes/nova', element: guarded('create', 'imports', <ImportWizardRoute />) },
          { path: 'importacoes/:id', element: guarded('read', 'imports', <ImportDetailRoute />) },
          { path: 'exportacoes', element: guarded('read', 'exports', <ExportsRoute />) },
          { path: 'mapas/eleitores', element: guarded('read', 'maps', <CitizenMapRoute />) },
          ...dashboardRoutes,
          ...areaRoutes,
          ...demandRoutes,
          ...amendmentRoutes,
          ...institutionRoutes,
          ...occurrenceRoutes,
          ...eventRoutes,
          ...notificationRoutes,
          ...taskRoutes,
          ...sacRoutes,
          ...socialLinkRoutes,
          ...supportRoutes,
          ...smsRoutes,
          ...aiRoutes,
          ...whatsappRoutes,
          ...authorityRoutes,
          ...documentRoutes,
          ...lawRoutes,
          ...tutorialRoutes,
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The API client redirects through the router, without a full page reload.
  setNavigator((path, state) => {
    const { pathname, search } = router.state.location;
    if (`${pathname}${search}` !== path || state !== undefined) void router.navigate(path, { state });
  });
  return router;
}
