import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../config'

// STRIPE_* (issue 22 §1): both keys or neither; STRIPE_API_BASE read into the SDK's host, port
// and protocol.

describe('STRIPE_* variables', () => {
  it('leave online payment off when unset', () => {
    expect(readConfig({}).stripe).toBeUndefined()
  })

  it('turn it on with both keys, Stripe itself unless told another base', () => {
    expect(
      readConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: undefined })
    const env = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
    expect(readConfig({ ...env, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    })
    expect(readConfig({ ...env, STRIPE_API_BASE: 'https://stripe.test' }).stripe?.api).toEqual({
      host: 'stripe.test',
      port: 443,
      protocol: 'https',
    })
  })

  it('stop the server when only one key is set, or the base is no http(s) address', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together'),
    )
    expect(() =>
      readConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'ftp://x',
      }),
    ).toThrow(/STRIPE_API_BASE must be an http\(s\) address/)
  })
})
