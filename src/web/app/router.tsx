import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RouteError } from './errors/route-error';
import { RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);
const route = (path: string, Component: Page): RouteObject => ({ path, element: <Component /> });

// Every screen is its own chunk, loaded on demand behind the shell's 'Loading...' spinner (SPEC §2).
const Home = page(() => import('../features/home/home-page'));
const Explore = page(() => import('../features/explore/explore-page'));
const Login = page(() => import('../features/account/login-page'));
const SignUp = page(() => import('../features/account/signup-page'));
const ForgotPassword = page(() => import('../features/account/forgot-password-page'));
const ResetPassword = page(() => import('../features/account/reset-password-page'));
const Verify = page(() => import('../features/account/verify-page'));
const GooglePopupDone = page(() => import('../features/account/google-popup-done-page'));
const Dashboard = page(() => import('../features/account/dashboard-page'));
const ProfileEdit = page(() => import('../features/account/profile-edit-page'));
const PublicProfile = page(() => import('../features/account/public-profile-page'));
const GettingStarted = page(() => import('../features/account/getting-started-page'));
const AuthTest = page(() => import('../features/account/auth-test-page'));
const ModelDetail = page(() => import('../features/models/detail/model-page'));
const MyModels = page(() => import('../features/models/manage/my-models-page'));
const UploadModel = page(() => import('../features/models/upload/upload-page'));
const EditModel = page(() => import('../features/models/edit/model-edit-page'));
const AdminDashboard = page(() => import('../features/admin/admin-dashboard-page'));
const AdminSetup = page(() => import('../features/admin/admin-setup-page'));
const About = page(() => import('../features/static-pages/about-page'));
const Privacy = page(() => import('../features/static-pages/privacy-page'));
const Terms = page(() => import('../features/static-pages/terms-page'));
const Contact = page(() => import('../features/static-pages/contact-page'));
const CommunityGuidelines = page(() => import('../features/static-pages/community-guidelines-page'));
const NotFound = page(() => import('./not-found-page'));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Home /> },
      route('explore', Explore),
      { element: <RedirectSignedIn />, children: [route('login', Login), route('signup', SignUp)] },
      route('forgot-password', ForgotPassword),
      route('reset-password', ResetPassword),
      route('verify', Verify),
      route('auth/popup-done', GooglePopupDone),
      route('getting-started', GettingStarted),
      route('auth-test', AuthTest),
      route('about', About),
      route('privacy', Privacy),
      route('terms', Terms),
      route('contact', Contact),
      route('community-guidelines', CommunityGuidelines),
      { path: 'advanced-earnings', element: <Navigate to="/tips" replace /> },
      {
        element: <RequireAuth />,
        children: [
          route('dashboard', Dashboard),
          route('profile/edit', ProfileEdit),
          route('admin/setup', AdminSetup),
          route('manage', MyModels),
          route('upload', UploadModel),
          route('model/:modelId/edit', EditModel),
        ],
      },
      route('profile/:userId', PublicProfile),
      // SPEC §2: the model page has its own error boundary, so a failure there keeps the shell around it.
      { path: 'model/:modelId', element: <ModelDetail />, errorElement: <RouteError /> },
      { path: 'model/:slug/:modelId', element: <ModelDetail />, errorElement: <RouteError /> },
      { path: 'admin', element: <RequireAdmin />, children: [{ index: true, element: <AdminDashboard /> }] },
      route('*', NotFound),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
