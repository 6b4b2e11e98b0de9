import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "#app/app.css";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { ClientScripts } from "#app/components/layout/client-script.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { SpeculationRules } from "#app/components/layout/speculation-rules.tsx";
import { StormNotice } from "#app/components/layout/storm-notice.tsx";
import { UnsentRequestNotice } from "#app/components/layout/unsent-request-notice.tsx";
import { themeColour } from "#app/brand/tokens.ts";
import { feedCopy } from "#app/words-in-code/blog-copy.ts";
import { business } from "#app/content/business.ts";
import { filePaths, paths } from "#app/site/paths.ts";
import { ErrorDetail } from "#app/components/ui/error-detail.tsx";
import { pageNeeds } from "#app/site/page-handle.ts";
import { buildPageContext, requestedPath } from "#app/routing/build-page-context.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: filePaths.favicon, type: "image/svg+xml" },
  { rel: "icon", href: filePaths.favicon32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: filePaths.appleTouchIcon },
  { rel: "manifest", href: filePaths.manifest },
  { rel: "alternate", type: "application/rss+xml", title: feedCopy.title(business.name), href: paths.feed },
];

export const loader = ({ request }: Route.LoaderArgs) => ({
  /** Where this page sits in the site: its canonical path and its breadcrumb trail. */
  page: buildPageContext(requestedPath(request)),
});

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const needs = pageNeeds(matches);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <SpeculationRules />
        <ClientScripts names={needs.scripts} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SkipLink />
      <Header />
      <StormNotice />
      {/* Shown at the foot of the screen, but early in the keyboard's order: it is about the visitor's own request. */}
      <UnsentRequestNotice />
      <Breadcrumbs />
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** Spec section 8: an unexpected routing error (at prerender, here) shows the fallback. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-16">
      <ErrorDetail error={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error} />
    </main>
  );
}
