/** One instance of the site behind the load balancer. */
export interface BalancedServer {
  name: string;
  port: number;
}

export interface LoadBalancerSettings {
  /** Where HAProxy listens for visitors, on loopback. */
  port: number;
  servers: BalancedServer[];
  /** What the health check asks each instance: 200 keeps it in rotation, anything else takes it out. */
  checkPath: string;
  /** How often each instance is checked. With `fall 1`, the longest a draining instance stays in rotation. */
  checkIntervalMs: number;
  /** The admin socket that `show stat` is read from. */
  statsSocket: string;
  /**
   * Whether failed requests are sent again as described below. Always, in production: without it, only the
   * bench's comparison (BENCH_BALANCER_RETRIES=0) shows what the retries save.
   */
  retries: boolean;
}

/**
 * The load balancer of a rolling deploy (docs/operations.md#rolling):
 * - an instance leaves rotation at its first failed check of /readyz (`fall 1`), which answers 503 as soon
 *   as it is told to stop, and comes back after two good ones (`rise 2`), a new one once it is warm;
 * - a connection that cannot be made (an instance that has closed its listener, or is not up yet) is tried
 *   again, on another instance (`option redispatch 1`): the request never reached a server, so even a POST
 *   is safe to send again;
 * - a GET or HEAD that got no answer at all, or a 503 (an instance that is saturated answers it with
 *   Retry-After before doing any work), is sent once more to another instance; every other method is not
 *   (`disable-l7-retry`): a POST that reached a server may have been stored, and only the client, with its
 *   Idempotency-Key, may send it again.
 */
export function haproxyConfig(settings: LoadBalancerSettings): string {
  const interval = `${settings.checkIntervalMs}ms`;
  return [
    'global',
    '  maxconn 1024',
    `  stats socket ${settings.statsSocket} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 2s',
    '  timeout http-keep-alive 10s',
    'frontend site',
    `  bind 127.0.0.1:${settings.port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    `  http-check send meth GET uri ${settings.checkPath}`,
    '  http-check expect status 200',
    ...(settings.retries
      ? [
          '  retries 3',
          '  option redispatch 1',
          '  retry-on conn-failure empty-response 503',
          '  http-request disable-l7-retry unless METH_GET',
        ]
      : ['  retries 0', '  retry-on none']),
    `  default-server check inter ${interval} fastinter ${interval} downinter ${interval} fall 1 rise 2`,
    ...settings.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    '',
  ].join('\n');
}
