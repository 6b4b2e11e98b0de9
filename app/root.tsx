import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SkipLink, useFocusMainOnNavigation } from "~/components/layout/route-focus";
import { brandColours } from "~/brand";
import { icons } from "~/seo/site-files";
import { siteCopy } from "~/content/site-copy";
import { endOfHydration } from "~/components/ui/structured-data";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: icons.svg, type: "image/svg+xml" },
  { rel: "icon", href: icons.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: icons.appleTouch },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColours.forest} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const mainRef = useFocusMainOnNavigation();
  useEffect(endOfHydration, []);
  return (
    <>
      <SkipLink />
      <Header />
      <Breadcrumbs />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** Spec section 8: an unexpected routing error shows this fallback with the message or status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold text-forest-900">{siteCopy.errorPage.heading}</h1>
      <p className="mt-4 text-slate-700">{detail}</p>
      <a href="/" className="mt-6 inline-block font-semibold text-forest-700 underline">
        {siteCopy.notFound.homeLink}
      </a>
    </main>
  );
}
