import type { PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';
import type { BrowserBuild, GenerationData, RenderRequest } from '@rental/shared/seams/render-protocol.ts';

type ModuleFiles = BrowserBuild['exposes'][string];

/**
 * The page's stylesheets and scripts: the shell's, and those of the remote modules it renders. With them,
 * the SHA-384 of every remote file the browser's federation runtime may fetch or add for this page, which
 * the browser checks before it runs them (docs/decisions/024): the manifest and entry script of each
 * build the page was rendered with and of the stable each canary falls back to, and the scripts and
 * stylesheets of the page's modules in both. What else a build loads, its entry script checks.
 */
export function pageAssets(
  generation: GenerationData,
  request: Pick<RenderRequest, 'remotes' | 'fallbacks'>,
  modules: string[],
): PageAssets {
  const styles = [...generation.shell.styles];
  const preloads: string[] = [];
  const integrity: Record<string, string> = {};
  const pin = (build: BrowserBuild, files: string[]) => {
    for (const file of files) if (build.integrity[file]) integrity[file] = build.integrity[file];
  };
  const pinModule = (build: BrowserBuild, files: ModuleFiles) =>
    pin(build, [...files.scripts, ...files.styles]);
  const fallbackOf = (remote: string) => request.fallbacks.find((fallback) => fallback.remote === remote);

  for (const assignment of request.remotes) {
    const rendered = generation.builds.find((build) => build.remote === assignment.remote);
    if (rendered) pin(rendered, [assignment.entry, rendered.remoteEntry]);
    const fallback = assignment.channel === 'canary' ? fallbackOf(assignment.remote) : undefined;
    if (fallback) pin(fallback, [assignment.stable.entry, fallback.remoteEntry]);
  }
  for (const id of modules) {
    const [remote = '', expose] = id.split('/');
    const rendered = generation.builds.find((build) => build.remote === remote);
    const files = rendered?.exposes[`./${expose}`];
    if (rendered && files) {
      styles.push(...files.styles);
      preloads.push(rendered.remoteEntry, ...files.scripts);
      pinModule(rendered, files);
    }
    const fallback = fallbackOf(remote);
    const fallbackFiles = fallback?.exposes[`./${expose}`];
    if (fallback && fallbackFiles) pinModule(fallback, fallbackFiles);
  }
  return {
    styles,
    scripts: generation.shell.scripts,
    preloads,
    ...(Object.keys(integrity).length > 0 ? { integrity } : {}),
  };
}
