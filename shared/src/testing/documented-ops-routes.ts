/**
 * Every operators' route the API at `origin` documents in its OpenAPI document, as a request to send it:
 * the method, and the address with its parameters filled in.
 */
export async function documentedOpsRoutes(origin: string): Promise<{ method: string; url: string }[]> {
  const document = (await (await fetch(`${origin}/api/v1/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([route]) => route.startsWith('/api/v1/ops/'))
    .flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: route.replace('{remote}', 'catalogue').replace('{action}', 'kill'),
      })),
    );
}
