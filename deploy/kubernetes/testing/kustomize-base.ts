import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** The folder of the kustomize base (docs/operations.md#kubernetes). */
export const baseFolder = path.resolve(import.meta.dirname, '..');

/** A Kubernetes object as a manifest writes it: plain data, read from YAML. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
} & Record<string, unknown>;

interface ImageOverride {
  name: string;
  newName?: string;
  newTag?: string;
}

interface Kustomization {
  resources: string[];
  labels?: { pairs: Record<string, string> }[];
  images?: ImageOverride[];
}

// The kustomization fields this reader applies as kustomize does; any other is refused rather than skipped,
// so that the tests never check objects that differ from what `kubectl apply -k` sends.
const UNDERSTOOD = new Set(['apiVersion', 'kind', 'resources', 'labels', 'images']);

/** The kustomization.yaml of a folder, refused when it uses a field this reader does not apply. */
export function readKustomization(folder = baseFolder): Kustomization {
  const kustomization = readYamlDocuments(path.join(folder, 'kustomization.yaml'))[0] as Record<
    string,
    unknown
  >;
  const unknown = Object.keys(kustomization).filter((field) => !UNDERSTOOD.has(field));
  if (unknown.length > 0)
    throw new Error(`kustomization.yaml: ${unknown.join(', ')} is not applied by the tests' reader`);
  if (!Array.isArray(kustomization.resources))
    throw new Error('kustomization.yaml: resources must be a list');
  return kustomization as unknown as Kustomization;
}

/** Every document of a YAML file; a YAML error throws naming the file. */
export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0)
      throw new Error(`${path.basename(file)}: ${document.errors.map(String).join('; ')}`);
    return document.toJS();
  });
}

/**
 * The objects `kubectl apply -k` would send: each resource file's documents with the kustomization's labels
 * on their metadata and its images set on every container. `image` replaces the kustomization's
 * new name and tag (a test runs the image it built).
 */
export function renderBase(options: { folder?: string; image?: string } = {}): Manifest[] {
  const folder = options.folder ?? baseFolder;
  const kustomization = readKustomization(folder);
  const labels = Object.assign({}, ...(kustomization.labels ?? []).map(({ pairs }) => pairs));
  return kustomization.resources.flatMap((resource) =>
    readYamlDocuments(path.join(folder, resource)).map((document) => {
      const manifest = structuredClone(document) as Manifest;
      manifest.metadata.labels = { ...manifest.metadata.labels, ...labels };
      for (const container of containersOf(manifest))
        container.image = options.image ?? imageFor(container.image, kustomization.images ?? []);
      return manifest;
    }),
  );
}

function imageFor(image: string, overrides: ImageOverride[]): string {
  const [name, tag] = image.split(':') as [string, string | undefined];
  const override = overrides.find((candidate) => candidate.name === name);
  if (!override) return image;
  const newTag = override.newTag ?? tag;
  return `${override.newName ?? name}${newTag ? `:${newTag}` : ''}`;
}

/** A container of a pod template, with the fields the tests read. */
export interface Container {
  name: string;
  image: string;
  [field: string]: unknown;
}

/** The pod template of a Deployment or a Job; undefined for other kinds. */
export function podSpecOf(manifest: Manifest): Record<string, unknown> | undefined {
  if (manifest.kind !== 'Deployment' && manifest.kind !== 'Job') return undefined;
  const spec = manifest.spec as { template: { spec: Record<string, unknown> } };
  return spec.template.spec;
}

/** The init containers and containers of a manifest's pod template, if it has one. */
export function containersOf(manifest: Manifest): Container[] {
  const pod = podSpecOf(manifest);
  if (!pod) return [];
  return [...((pod.initContainers as Container[]) ?? []), ...((pod.containers as Container[]) ?? [])];
}

/** The one object of a kind (and name, where the base has several of the kind). */
export function findManifest(manifests: Manifest[], kind: string, name?: string): Manifest {
  const found = manifests.filter(
    (manifest) => manifest.kind === kind && (name === undefined || manifest.metadata.name === name),
  );
  if (found.length !== 1)
    throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${found.length}`);
  return found[0]!;
}
