import fs from 'node:fs';
import path from 'node:path';
import { shellDist } from './site-files.ts';

/**
 * The live remotes.json (`<DATA_DIR>/remotes.json` by default) starts as the build's own, which names the
 * stable builds deployed with it; from then on only rollouts change it (docs/decisions/016). An existing
 * file is kept whatever the build holds: the rollout state outlives deployments.
 */
export function createRemotesConfigFromBuild(remotesConfig: string, siteRoot: string): void {
  if (fs.existsSync(remotesConfig)) return;
  fs.mkdirSync(path.dirname(remotesConfig), { recursive: true });
  // Exclusive: two instances starting on one data folder both find it missing, one writes it.
  try {
    fs.copyFileSync(
      path.join(shellDist(siteRoot), 'remotes.json'),
      remotesConfig,
      fs.constants.COPYFILE_EXCL,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
