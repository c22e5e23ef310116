import { isLocalAddress, type SchoolAddress } from '../domain/classes';
import type { Config } from './config';

// The address the class reaches the school at: links in letters (consent, weekly) and the class's
// QR code are built from it, never from the teacher's browser, which may have opened «localhost»
// (docs/decisions/0233-links-carry-the-address-the-class-reaches.md).

const EVERYWHERE = new Set(['0.0.0.0', '::', '[::]']);


/**
 * PUBLIC_URL when it is set; otherwise where the server listens, as the start banner names it: the
 * computer's first network address when it listens on every interface (HOST=0.0.0.0), HOST itself
 * when that is one address, and http://localhost only when nothing else is there.
 */
export function reachableUrl(facts: { publicUrl: string; publicUrlGiven: boolean; host: string; port: number; networkAddresses: readonly string[] }): string {
  if (facts.publicUrlGiven) return facts.publicUrl;
  const { host, port } = facts;
  if (EVERYWHERE.has(host)) {
    const [first] = facts.networkAddresses;
    return first ? `http://${first}:${port}` : `http://localhost:${port}`;
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return isLocalAddress(url) ? `http://localhost:${port}` : url;
}

/** The config with its publicUrl made reachable (for the server once it listens on `port`, and for the commands). */
export function withReachableUrl<T extends Pick<Config, 'publicUrl' | 'publicUrlGiven' | 'host'>>(config: T, port: number, networkAddresses: readonly string[]): T {
  config.publicUrl = reachableUrl({ ...config, port, networkAddresses });
  return config;
}

/** What the teacher's class page builds the QR code from. */
export function schoolAddress(config: Pick<Config, 'publicUrl'>): SchoolAddress {
  return { url: config.publicUrl, localOnly: isLocalAddress(config.publicUrl) };
}
