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
import {
  remoteModuleId,
  type ExposedModule,
  type RemoteName,
} from '@rental/shared/federation/remote-modules.ts';
import { loadRemoteModule, retryRemote } from './load-remote-module.ts';
import { RegionFallback } from './region-fallback.tsx';
import { loadedVersionOf } from './loaded-versions.ts';
import { RegionLoading } from './region-loading.tsx';
import styles from './region.module.css';
import { assignmentOf } from './register-remotes.ts';
import { removeFirstScreenOnceDrawn } from '../layout/first-screen.ts';

interface BoundaryProps {
  remote: RemoteName;
  isPage: boolean;
  children: ReactNode;
}

/** The render layer of DESIGN §3: a remote that fails to load or throws only takes its own region down. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(
      `Remote ${this.props.remote} failed`,
      error.message,
      info.componentStack?.split('\n')[1]?.trim(),
    );
  }

  private retry = () => {
    retryRemote(this.props.remote);
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
  const Page = module.default;
  const mount = useRef<HTMLDivElement>(null);
  // Real-user timing: how long after the shell registered the remotes this one was on screen.
  useEffect(() => {
    performance.mark(`remote-rendered:${id}`);
    if (isPage && mount.current) return removeFirstScreenOnceDrawn(mount.current);
  }, [id, isPage]);
  // The version marker tells operators and tests which build of the remote is running.
  return (
    <div
      ref={mount}
      className={styles.mount}
      data-remote={remote}
      data-remote-version={loadedVersionOf(remote) ?? assignmentOf(remote)?.version}
    >
      <Page {...props} />
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
  return (
    <RemoteErrorBoundary remote={remote} isPage={isPage} key={id}>
      <Suspense fallback={loading}>
        <RemoteMount remote={remote} id={id} props={props ?? ({} as P)} isPage={isPage} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
