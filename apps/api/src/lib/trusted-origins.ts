const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The browser origins the identity service accepts for the configured public URL. A loopback URL
 * (http://localhost:3000) is reached just as well as http://127.0.0.1:3000 or http://[::1]:3000, so all three
 * are accepted, on the same scheme and port; any other host is accepted exactly as configured.
 */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}
