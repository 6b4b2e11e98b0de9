import { Component, type ComponentType, type ReactNode } from "react";
import { ErrorDetail } from "#app/components/ui/error-detail.tsx";

/** An island that fails while running shows the site's error fallback in its place, not a blank. */
class IslandErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorDetail error={this.state.error} />;
  }
}

/** What an island renders, the same at prerender and in the browser, so hydration matches. */
export function IslandRoot<Props extends object>({ component: Island, props }: { component: ComponentType<Props>; props: Props }) {
  return (
    <IslandErrorBoundary>
      <Island {...props} />
    </IslandErrorBoundary>
  );
}

/** Each island is its own React root; the prefix keeps its useId values apart from the page's. */
export const identifierPrefix = (name: string) => `${name}-`;

export const islandSelector = (name: string) => `[data-island="${name}"]`;
export const propsSelector = (name: string) => `script[data-island-props="${name}"]`;
