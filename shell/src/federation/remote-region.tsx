import {
  Component,
  Suspense,
  use,
  useEffect,
  useRef,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { remoteModuleId, type ExposedModule } from '@rental/shared/federation/exposed-modules.ts';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { useLoaderData, useRevalidator } from '@rental/shared/routes/router.ts';
import { answerEarlyTaps } from '../app/early-taps.ts';
import { isRemoteDataUnavailable } from '../app/page-data.ts';
import { reportHealth } from '../health/health-reporter.ts';
import { loadRemoteModule, retryRemote } from './load-remote-module.ts';
import { useHydratesAnotherBuild, useRemoteVersion } from './page-remotes.tsx';
import { RegionFallback } from './region-fallback.tsx';
import { RegionLoading } from './region-loading.tsx';
import { RemoteUnavailableError, RenderedByAnotherBuildError } from './remote-failure.ts';
import styles from './region.module.css';

interface BoundaryProps {
  remote: RemoteName;
  isPage: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The render layer of docs/architecture.md#failure: a remote that fails to load or throws only takes its
 * own region down. On the server an error boundary catches nothing: the region's Suspense boundary sends
 * its loading state instead, and the browser renders the region again.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A load failure is reported where it happens; anything else is the remote's code failing here.
    if (!(error instanceof RemoteUnavailableError)) reportHealth(this.props.remote, 'region-error');
    console.warn(
      `Remote ${this.props.remote} failed`,
      error.message,
      info.componentStack?.split('\n')[1]?.trim(),
    );
  }

  private retry = () => {
    retryRemote(this.props.remote);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? (
      <RegionFallback onRetry={this.retry} isPage={this.props.isPage} />
    ) : (
      this.props.children
    );
  }
}

/** A page whose remote could not give its data shows the region's fallback, as if its code had failed. */
function PageData({ id, children }: { id: string; children: ReactNode }) {
  if (isRemoteDataUnavailable(useLoaderData()))
    throw new RemoteUnavailableError(id, 'its data could not be loaded');
  return children;
}

function RemoteMount<P extends object>({
  remote,
  id,
  props,
  isPage,
}: {
  remote: RemoteName;
  id: string;
  props: P;
  isPage: boolean;
}) {
  const module = use(loadRemoteModule<{ default: ComponentType<P> }>(id));
  // Thrown during hydration, this has React render the region again in the browser, by the code that runs.
  if (useHydratesAnotherBuild(remote)) throw new RenderedByAnotherBuildError(remote);
  const Page = module.default;
  const version = useRemoteVersion(remote);
  const mount = useRef<HTMLDivElement>(null);
  // Real-user timing: when this remote was on screen. Hydrated, the region answers the taps that came
  // before (docs/decisions/021).
  useEffect(() => {
    performance.mark(`remote-rendered:${id}`);
    if (mount.current) answerEarlyTaps(mount.current);
  }, [id]);
  const page = <Page {...props} />;
  // The version marker tells operators and tests which build of the remote is running: the version the
  // build itself declares, on the server and in the browser.
  return (
    <div ref={mount} className={styles.mount} data-remote={remote} data-remote-version={version}>
      {isPage ? <PageData id={id}>{page}</PageData> : page}
    </div>
  );
}

/** Mounts one exposed module of a remote, with loading, failure and retry handled in its own region. */
export function RemoteRegion<R extends RemoteName, P extends object>({
  remote,
  expose,
  props,
  loading = <RegionLoading />,
  isPage = false,
}: {
  remote: R;
  expose: ExposedModule<R>;
  props?: P;
  loading?: ReactNode;
  /** The region is the route's page (not a part like the cart sidebar): its fallback stands for the page. */
  isPage?: boolean;
}) {
  const id = remoteModuleId(remote, expose);
  const revalidator = useRevalidator();
  return (
    <RemoteErrorBoundary
      remote={remote}
      isPage={isPage}
      onRetry={() => {
        if (isPage) void revalidator.revalidate();
      }}
      key={id}
    >
      <Suspense fallback={loading}>
        <RemoteMount remote={remote} id={id} props={props ?? ({} as P)} isPage={isPage} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
