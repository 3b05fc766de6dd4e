import { Type, type Static } from 'typebox';
import { ConfigError, readSettings } from './read-settings.ts';
import { isWebAddress, port, text } from './setting-types.ts';

/** The operators' listener and the metrics listener, each off unless its port is given. */
export const listenerSchema = Type.Object({
  OPS_PORT: Type.Optional(port()),
  OPS_HOST: text(),
  OPS_PUBLIC_URL: text(),
  METRICS_PORT: Type.Optional(port()),
  METRICS_HOST: text(),
});

export interface OpsListenerSettings {
  host: string;
  port: number;
  /** The address operators open (OPS_PUBLIC_URL), without a trailing slash; its scheme decides `Secure`. */
  publicUrl: string | undefined;
}

export interface MetricsListenerSettings {
  host: string;
  port: number;
}

export interface ListenerSettings {
  opsListener: OpsListenerSettings | undefined;
  metricsListener: MetricsListenerSettings | undefined;
}

const LISTEN_ADDRESS = /^[a-z0-9.:-]+$/i;

/** The listeners beside the public one on `publicPort` (PORT), never on a port another listener has. */
export function readListenerSettings(env: NodeJS.ProcessEnv, publicPort: number): ListenerSettings {
  const settings = readSettings(listenerSchema, env);
  const opsListener = opsListenerOf(settings, env, publicPort);
  return { opsListener, metricsListener: metricsListenerOf(settings, env, publicPort, opsListener) };
}

type Settings = Static<typeof listenerSchema>;

/**
 * OPS_PORT, OPS_HOST (default 127.0.0.1) and OPS_PUBLIC_URL. The other two mean nothing without OPS_PORT,
 * so either alone is refused rather than ignored.
 */
function opsListenerOf(
  settings: Settings,
  env: NodeJS.ProcessEnv,
  publicPort: number,
): OpsListenerSettings | undefined {
  const { OPS_PORT: opsPort, OPS_HOST: host, OPS_PUBLIC_URL: publicUrl } = settings;
  if (opsPort === undefined) {
    const orphan = host !== undefined ? 'OPS_HOST' : publicUrl !== undefined ? 'OPS_PUBLIC_URL' : undefined;
    if (orphan)
      throw new ConfigError(
        `${orphan} is for the operators' own listener: set OPS_PORT too, or unset ${orphan}`,
      );
    return undefined;
  }
  if (opsPort === 0 || opsPort === publicPort)
    throw new ConfigError(
      `OPS_PORT must be a port from 1 to 65535 other than PORT (${publicPort}), got "${env.OPS_PORT?.trim()}"`,
    );
  if (host !== undefined && !LISTEN_ADDRESS.test(host))
    throw new ConfigError(`OPS_HOST must be an address to listen on, like 10.0.0.5, got "${host}"`);
  if (publicUrl !== undefined && !isWebAddress(publicUrl))
    throw new ConfigError(
      `OPS_PUBLIC_URL must be an address like https://ops.example.com, got "${publicUrl}"`,
    );
  return { host: host ?? '127.0.0.1', port: opsPort, publicUrl: publicUrl?.replace(/\/+$/, '') };
}

/**
 * METRICS_PORT and METRICS_HOST (default 127.0.0.1). Unlike OPS_HOST, METRICS_HOST alone is not refused:
 * the image sets it to every interface, for whoever turns the listener on. Never a port the site or the
 * console answers on: metrics are not the public's (docs/operations.md#metrics).
 */
function metricsListenerOf(
  settings: Settings,
  env: NodeJS.ProcessEnv,
  publicPort: number,
  opsListener: OpsListenerSettings | undefined,
): MetricsListenerSettings | undefined {
  const { METRICS_PORT: metricsPort, METRICS_HOST: host } = settings;
  if (metricsPort === undefined) return undefined;
  const taken = opsListener
    ? `PORT (${publicPort}) and OPS_PORT (${opsListener.port})`
    : `PORT (${publicPort})`;
  if (metricsPort === 0 || metricsPort === publicPort || metricsPort === opsListener?.port)
    throw new ConfigError(
      `METRICS_PORT must be a port from 1 to 65535 other than ${taken}, got "${env.METRICS_PORT?.trim()}"`,
    );
  if (host !== undefined && !LISTEN_ADDRESS.test(host))
    throw new ConfigError(`METRICS_HOST must be an address to listen on, like 0.0.0.0, got "${host}"`);
  return { host: host ?? '127.0.0.1', port: metricsPort };
}
