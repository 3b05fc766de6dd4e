import { createContext, use } from 'react';
import type { RemoteName } from '@rental/shared/federation/remote-modules.ts';
import type { RemoteAssignment } from '@rental/shared/server-rendering/page-bootstrap.ts';

/** The builds of the remotes this page was rendered with, the same on the server and in the browser. */
export const PageRemotesContext = createContext<readonly RemoteAssignment[]>([]);

export const usePageRemote = (remote: RemoteName): RemoteAssignment | undefined =>
  use(PageRemotesContext).find((assignment) => assignment.remote === remote);
