import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import type { Manifest } from './kustomize-base.ts';

type ModelClass = new (data: Manifest) => { validate(): void };

// The API group versions the base uses; a manifest of another is refused until it is added here.
const groups: Record<string, Record<string, unknown>> = {
  v1: core,
  'apps/v1': apps,
  'autoscaling/v2': autoscaling,
  'batch/v1': batch,
  'policy/v1': policy,
};

/**
 * Checks an object against the Kubernetes API's OpenAPI schema (kubernetes-models: its classes carry the
 * schema of their apiVersion and kind, compiled for ajv; no cluster). Throws naming the field that does not
 * fit. The schema does not close its objects, so a misspelt optional field is not caught here: the tests'
 * own assertions read the fields that matter by name.
 */
export function validateManifest(manifest: Manifest): void {
  const { apiVersion, kind } = manifest;
  const group = groups[apiVersion];
  if (!group)
    throw new Error(`${kind}: apiVersion "${apiVersion}" is none of ${Object.keys(groups).join(', ')}`);
  const Model = group[kind] as ModelClass | undefined;
  if (typeof Model !== 'function') throw new Error(`${apiVersion}: no kind ${kind}`);
  new Model(manifest).validate();
}
