import { concurrently } from 'concurrently';
import { REMOTES } from '@rental/shared/federation/remote-modules.ts';

/**
 * `npm run dev`: the API, the shell, every remote the description of the remotes names and the operators'
 * console, each on its own dev server, in one terminal. When one stops, the others are stopped too.
 */
const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w api' },
    { name: 'shell', command: 'npm run dev -w shell' },
    ...REMOTES.map((remote) => ({ name: remote.shortName, command: `npm run dev -w ${remote.folder}` })),
    { name: 'ops', command: 'npm run dev -w ops' },
  ],
  { killOthersOn: ['failure', 'success'] },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
