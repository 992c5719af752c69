import { preloadToaster, Spinner, useAuth, useTranslation, type WebPage } from '@ecohub/web-kit';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { HydrationSignal } from './hydration-signal.tsx';
import { AuthGate } from './pages/auth-gate.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { web } from './web-plugins.ts';

const HomePlaceholder = lazy(() => import('./pages/home-placeholder.tsx'));
const WelcomePage = lazy(() => import('./pages/welcome-page.tsx'));
// Signed-in only: its menus and sheet stay out of what a signed-out visitor downloads.
const AppShell = lazy(() => import('./shell/app-shell.tsx'));

const has = (pages: WebPage[], path: string) => pages.some((p) => p.path === path);
const routes = (pages: WebPage[]) =>
  pages.map((p) => <Route key={p.path} path={p.path} component={p.component as ComponentType} />);

/** Signed-in pages inside the app shell; the dashboard brings its own sidebar and header. */
const shellRoutes = (pages: WebPage[]) =>
  pages.map((p) => {
    const Page = p.component as ComponentType;
    return (
      <Route key={p.path} path={p.path}>
        {p.path === '/dashboard' ? (
          <Page />
        ) : (
          <AppShell>
            <Page />
          </AppShell>
        )}
      </Route>
    );
  });

// Signed-in-only paths, reached while signed out: the logged-out toast, then /api/login.
const gated = web.signedInPages.filter((p) => !has(web.publicPages, p.path));

/** Spec 000 §2: one route table for signed-out or still-loading visitors, one for signed-in users. */
function SignedOutRoutes() {
  return (
    <Switch>
      {routes(web.publicPages)}
      {!has(web.publicPages, '/') && <Route path="/" component={WelcomePage} />}
      {gated.map((p) => (
        <Route key={p.path} path={p.path} component={AuthGate} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function SignedInRoutes() {
  // Signed-in pages toast (the 'Unauthorized' one just before a redirect): sonner is there at once.
  useEffect(() => void preloadToaster(), []);
  return (
    <Switch>
      {shellRoutes(web.signedInPages)}
      {!has(web.signedInPages, '/') && <Route path="/" component={HomePlaceholder} />}
      {!has(web.signedInPages, '/techstack') && <Route path="/techstack" component={HomePlaceholder} />}
      <Route path="/login">
        <Redirect to="/dashboard" />
      </Route>
      <Route path="/signup">
        <Redirect to="/dashboard" />
      </Route>
      <Route>
        <AppShell>
          <NotFoundPage />
        </AppShell>
      </Route>
    </Switch>
  );
}

export function AppRoutes() {
  const { t } = useTranslation('app');
  const { isAuthenticated } = useAuth();
  // The same element while nothing it shows changes: the session answer arriving during hydration
  // (still signed out) must not update a server-rendered page whose code is still downloading,
  // which would make React drop that HTML and render it afresh.
  return useMemo(
    () => (
      <Suspense fallback={<Spinner className="min-h-screen" label={t('loading')} />}>
        {isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />}
        <HydrationSignal />
      </Suspense>
    ),
    [isAuthenticated, t],
  );
}
