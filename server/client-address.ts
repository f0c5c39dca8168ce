import { BlockList, isIPv4, isIPv6 } from 'node:net'
import { getIPFromHeader } from '@better-auth/core/utils/ip'

/** '::ffff:127.0.0.1' (an IPv4 client on a dual-stack socket) → '127.0.0.1'. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address
}

function buildBlockList(trustedProxies: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of trustedProxies) {
    const [address = '', bits] = entry.split('/')
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

/** Whether a socket address is one of TRUSTED_PROXIES (whose X-Forwarded-* headers we believe). */
export function createTrustedPeerCheck(trustedProxies: readonly string[]) {
  const trusted = buildBlockList(trustedProxies)
  return (address: string | undefined): boolean => {
    if (!address || trustedProxies.length === 0) return false
    const peer = normalize(address)
    return trusted.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4')
  }
}

/**
 * The address rate limits and consent proofs use. X-Forwarded-For is whatever the client wrote
 * unless the connection comes from one of TRUSTED_PROXIES: only then is the chain read (from the
 * right, up to the first untrusted hop); otherwise the socket's own address counts.
 */
export function createClientAddressResolver(trustedProxies: readonly string[]) {
  const isTrusted = createTrustedPeerCheck(trustedProxies)
  return (socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string | null => {
    const peer = socketAddress ? normalize(socketAddress) : null
    if (!peer || !isTrusted(peer)) return peer
    const chain = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
    if (!chain) return peer
    return getIPFromHeader(chain, { trustedProxies: [...trustedProxies] }) ?? peer
  }
}
