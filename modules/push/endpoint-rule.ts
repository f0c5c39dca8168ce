import { lookup as dnsLookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'

// Which push endpoints we ever send to (decision 060). A subscription's endpoint comes from the
// browser, so from whoever posts it: without this rule a POST to any internal address would go
// out with every reminder pass. Only the browsers' push services, reached on their default port
// at a public address, and never a redirect.

/** One push service: a host name and its subdomains, on port 443 unless a port is named. */
export type TPushService = { host: string; port?: number }

/**
 * The push services of the browsers people use: Google's FCM (Chrome, Edge on Android, Opera,
 * Samsung Internet, Brave), Mozilla's autopush (Firefox), Microsoft's WNS (Edge on Windows),
 * Apple's push service (Safari on macOS and iOS).
 */
export const BROWSER_PUSH_SERVICES: readonly TPushService[] = [
  { host: 'fcm.googleapis.com' },
  { host: 'push.services.mozilla.com' },
  { host: 'notify.windows.com' },
  { host: 'push.apple.com' },
]

export type TResolvedAddress = { address: string; family: number }

export type TPushEndpointRule = {
  services: readonly TPushService[]
  /** DNS resolution of a push service's host (every address it has). */
  lookup: (host: string) => Promise<TResolvedAddress[]>
  /** Whether an address may be reached: public unicast only. Tests of delivery widen it. */
  isReachable: (address: string) => boolean
  /** https only; tests of delivery talk plain HTTP to a push service on 127.0.0.1. */
  protocols: readonly string[]
}

export type TEndpointRefusal =
  | 'not-a-url'
  | 'not-https'
  | 'userinfo'
  | 'ip-literal'
  | 'unknown-push-service'
  | 'port'
  | 'private-address'
  | 'unresolvable'

/** Public unicast addresses only: no loopback, private, link-local, mapped or reserved range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.parse(address).range() === 'unicast'
}

async function lookupAll(host: string): Promise<TResolvedAddress[]> {
  return dnsLookup(host, { all: true, verbatim: true })
}

/** PUSH_SERVICE_HOSTS entries: `host` or `host:port` (a self-hosted push service). */
export function parsePushServices(entries: readonly string[]): TPushService[] {
  return entries.map((entry) => {
    const match = /^([a-z0-9.-]+?)(?::(\d{1,5}))?$/i.exec(entry.trim())
    if (!match?.[1]) throw new Error(`PUSH_SERVICE_HOSTS: "${entry}" is not host or host:port`)
    const port = match[2] ? Number(match[2]) : undefined
    return { host: match[1].toLowerCase().replace(/^\.+|\.+$/g, ''), ...(port ? { port } : {}) }
  })
}

/** The rule of this process: the browsers' push services and PUSH_SERVICE_HOSTS, over https. */
export function buildPushEndpointRule(extraHosts: readonly string[]): TPushEndpointRule {
  return {
    services: [...BROWSER_PUSH_SERVICES, ...parsePushServices(extraHosts)],
    lookup: lookupAll,
    isReachable: isPublicAddress,
    protocols: ['https:'],
  }
}

function defaultPort(protocol: string): number {
  return protocol === 'http:' ? 80 : 443
}

function matchesService(hostname: string, port: number, protocol: string, service: TPushService) {
  const onHost = hostname === service.host || hostname.endsWith(`.${service.host}`)
  return onHost && port === (service.port ?? defaultPort(protocol))
}

/**
 * The endpoint's own shape, without a network: https, no user name or password, a host name
 * (never an address) of a known push service, on its port. Null when it passes.
 */
export function checkEndpointUrl(endpoint: string, rule: TPushEndpointRule): TEndpointRefusal | null {
  if (!URL.canParse(endpoint)) return 'not-a-url'
  const url = new URL(endpoint)
  if (!rule.protocols.includes(url.protocol)) return 'not-https'
  if (url.username || url.password) return 'userinfo'
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '')
  if (hostname.startsWith('[') || ipaddr.isValid(hostname) || /^[0-9.]+$/.test(hostname)) return 'ip-literal'
  const port = url.port ? Number(url.port) : defaultPort(url.protocol)
  const known = rule.services.some((service) => matchesService(hostname, port, url.protocol, service))
  if (known) return null
  const onKnownHost = rule.services.some((s) => hostname === s.host || hostname.endsWith(`.${s.host}`))
  return onKnownHost ? 'port' : 'unknown-push-service'
}

/**
 * Resolves the endpoint's host and answers the one address to connect to, or why not: every
 * address the name has must be reachable (a name that also points inside is refused whole).
 * The caller connects to exactly this address, so a second, different DNS answer cannot slip in.
 */
export async function resolveEndpointAddress(
  endpoint: string,
  rule: TPushEndpointRule,
): Promise<{ ok: true; address: TResolvedAddress } | { ok: false; refusal: TEndpointRefusal }> {
  const refusal = checkEndpointUrl(endpoint, rule)
  if (refusal) return { ok: false, refusal }
  const hostname = new URL(endpoint).hostname.replace(/\.$/, '')
  let addresses: TResolvedAddress[]
  try {
    addresses = await rule.lookup(hostname)
  } catch {
    return { ok: false, refusal: 'unresolvable' }
  }
  const [first] = addresses
  if (!first) return { ok: false, refusal: 'unresolvable' }
  if (!addresses.every((entry) => rule.isReachable(entry.address)))
    return { ok: false, refusal: 'private-address' }
  return { ok: true, address: first }
}
