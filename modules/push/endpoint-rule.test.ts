import { describe, expect, it } from 'vitest'
import {
  buildPushEndpointRule,
  checkEndpointUrl,
  isPublicAddress,
  parsePushServices,
  resolveEndpointAddress,
  type TPushEndpointRule,
  type TResolvedAddress,
} from './endpoint-rule'

// The address rule without any network: DNS is a table handed in, nothing is resolved or sent.

function ruleWith(answers: Record<string, string[]>, extraHosts: string[] = []): TPushEndpointRule {
  return {
    ...buildPushEndpointRule(extraHosts),
    lookup: async (host): Promise<TResolvedAddress[]> => {
      const addresses = answers[host]
      if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    },
  }
}

const rule = ruleWith({})

describe('the shape of a push endpoint', () => {
  it('takes the browsers’ push services on their default port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGx8',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ])
      expect(checkEndpointUrl(endpoint, rule), endpoint).toBeNull()
  })

  it('refuses addresses, loopback names, user info, other hosts, ports and plain http', () => {
    expect(checkEndpointUrl('https://127.0.0.1/x', rule)).toBe('ip-literal')
    expect(checkEndpointUrl('https://[::1]/x', rule)).toBe('ip-literal')
    expect(checkEndpointUrl('https://169.254.169.254/latest/meta-data', rule)).toBe('ip-literal')
    expect(checkEndpointUrl('https://0x7f000001/x', rule)).toBe('ip-literal')
    expect(checkEndpointUrl('https://2130706433/x', rule)).toBe('ip-literal')
    expect(checkEndpointUrl('https://localhost/x', rule)).toBe('unknown-push-service')
    expect(checkEndpointUrl('https://user:pw@fcm.googleapis.com/fcm/send/x', rule)).toBe('userinfo')
    expect(checkEndpointUrl('https://push.example.net/x', rule)).toBe('unknown-push-service')
    expect(checkEndpointUrl('https://fcm.googleapis.com.evil.example/x', rule)).toBe('unknown-push-service')
    expect(checkEndpointUrl('https://evilfcm.googleapis.com/x', rule)).toBe('unknown-push-service')
    expect(checkEndpointUrl('https://fcm.googleapis.com:9443/x', rule)).toBe('port')
    expect(checkEndpointUrl('http://fcm.googleapis.com/x', rule)).toBe('not-https')
    expect(checkEndpointUrl('not a url', rule)).toBe('not-a-url')
  })

  it('takes a self-hosted push service from PUSH_SERVICE_HOSTS, with its port when named', () => {
    const own = ruleWith({}, ['push.example.org', 'autopush.example.net:8443'])
    expect(checkEndpointUrl('https://push.example.org/wpush/v2/x', own)).toBeNull()
    expect(checkEndpointUrl('https://eu.push.example.org/x', own)).toBeNull()
    expect(checkEndpointUrl('https://autopush.example.net:8443/x', own)).toBeNull()
    expect(checkEndpointUrl('https://autopush.example.net/x', own)).toBe('port')
    expect(() => parsePushServices(['https://push.example.org'])).toThrow(/PUSH_SERVICE_HOSTS/)
  })
})

describe('the address a push service name resolves to', () => {
  it('knows public unicast from loopback, private, link-local and reserved ranges', () => {
    for (const address of ['142.250.74.42', '2a00:1450:4001:82f::200a', '8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '10.0.0.7',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses a push service name that resolves inside, even when it also resolves outside', async () => {
    const dns = ruleWith({
      'fcm.googleapis.com': ['142.250.74.42'],
      'updates.push.services.mozilla.com': ['127.0.0.1'],
      'web.push.apple.com': ['17.188.1.1', '169.254.169.254'],
      'wns.notify.windows.com': ['fd00::5'],
    })
    expect(await resolveEndpointAddress('https://fcm.googleapis.com/fcm/send/x', dns)).toEqual({
      ok: true,
      address: { address: '142.250.74.42', family: 4 },
    })
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
      'https://wns.notify.windows.com/w/?token=x',
    ])
      expect(await resolveEndpointAddress(endpoint, dns), endpoint).toEqual({
        ok: false,
        refusal: 'private-address',
      })
    expect(await resolveEndpointAddress('https://gone.push.apple.com/x', dns)).toEqual({
      ok: false,
      refusal: 'unresolvable',
    })
    // The shape is checked first: an address never gets as far as a lookup.
    expect(await resolveEndpointAddress('https://10.0.0.1/x', dns)).toEqual({
      ok: false,
      refusal: 'ip-literal',
    })
  })
})
