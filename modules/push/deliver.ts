import 'server-only'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { getConfig } from '@/lib/config'
import {
  buildPushEndpointRule,
  resolveEndpointAddress,
  type TEndpointRefusal,
  type TPushEndpointRule,
  type TResolvedAddress,
} from './endpoint-rule'

const SEND_TIMEOUT_MS = 30_000

export type TPushRequest = { headers: Record<string, string>; body: Uint8Array | null }

export type TDeliveryResult = { status: number } | { refused: TEndpointRefusal } | { error: Error }

// One rule per process, from PUSH_SERVICE_HOSTS; tests of delivery put their own in place.
const holder = globalThis as typeof globalThis & { __exhalePushRule?: TPushEndpointRule }

export function getPushEndpointRule(): TPushEndpointRule {
  holder.__exhalePushRule ??= buildPushEndpointRule(getConfig().PUSH_SERVICE_HOSTS)
  return holder.__exhalePushRule
}

/** Tests only: the push service on 127.0.0.1 they start (tests/support/push-service.ts). */
export function usePushEndpointRuleForTests(rule: TPushEndpointRule | undefined): void {
  holder.__exhalePushRule = rule
}

/** A DNS lookup that answers only the address already checked, whatever the name. */
function pinnedLookup(address: TResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [address])
    else callback(null, address.address, address.family)
  }
}

/**
 * POSTs one push message to a device's endpoint if the endpoint rule allows it (decision 060):
 * resolved once, checked, and connected to that address. Node's http client follows no
 * redirect, so a 3xx is an answer like any other (a failure), never a second request.
 */
export async function deliverPush(
  endpoint: string,
  request: TPushRequest,
  rule: TPushEndpointRule = getPushEndpointRule(),
): Promise<TDeliveryResult> {
  const resolved = await resolveEndpointAddress(endpoint, rule)
  if (!resolved.ok) return { refused: resolved.refusal }
  const url = new URL(endpoint)
  const client = url.protocol === 'http:' ? http : https
  return new Promise<TDeliveryResult>((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body?.byteLength ?? 0) },
        lookup: pinnedLookup(resolved.address),
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        // The body says nothing we use: read it away so the socket is released.
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }))
        response.on('error', (error) => resolve({ error }))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('push service timed out')))
    outgoing.on('error', (error) => resolve({ error }))
    outgoing.end(request.body ? Buffer.from(request.body) : undefined)
  })
}
