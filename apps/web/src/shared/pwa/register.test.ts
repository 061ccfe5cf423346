import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerShopWorker } from './register'

// Issue 24 §1: the page registers the shop's service worker itself, in a built shop only, and
// hands it what a first visit read before any worker could keep it.

function fakeServiceWorkers(controlled: boolean, waiting?: { postMessage: () => void }) {
  const postMessage = vi.fn()
  const register = vi.fn(async () => ({ waiting: waiting ?? null }))
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? {} : null,
      register,
      ready: Promise.resolve({ active: { postMessage } }),
    },
  })
  return { register, postMessage }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  vi.unstubAllEnvs()
})

describe('registerShopWorker', () => {
  it('registers nothing in development or tests', async () => {
    const workers = fakeServiceWorkers(false)
    registerShopWorker()
    await Promise.resolve()
    expect(workers.register).not.toHaveBeenCalled()
  })

  it('registers /sw.js for the whole shop in a built shop, and hands over the first visit', async () => {
    vi.stubEnv('PROD', true)
    const workers = fakeServiceWorkers(false)
    registerShopWorker()
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    await vi.waitFor(() => expect(workers.postMessage).toHaveBeenCalled())
    expect(workers.postMessage.mock.calls[0]![0]).toMatchObject({
      type: 'quan:keep',
      pages: [location.href],
    })
  })

  it('hands nothing over when a worker answered the page already', async () => {
    vi.stubEnv('PROD', true)
    const workers = fakeServiceWorkers(true)
    registerShopWorker()
    expect(workers.register).toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(workers.postMessage).not.toHaveBeenCalled()
  })

  it('offers a waiting new version this page and its build scripts once the page has loaded', async () => {
    vi.stubEnv('PROD', true)
    const script = document.createElement('script')
    script.src = `${location.origin}/assets/index-a1.js`
    const elsewhere = document.createElement('script')
    elsewhere.src = 'https://elsewhere.example/assets/x.js'
    document.head.append(script, elsewhere)
    const waiting = { postMessage: vi.fn() }
    fakeServiceWorkers(true, waiting)
    registerShopWorker()
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalled())
    expect(waiting.postMessage).toHaveBeenCalledWith({
      type: 'quan:take-over',
      scripts: [`${location.origin}/assets/index-a1.js`],
    })
  })

  it('waits for the page to load before offering it', async () => {
    vi.stubEnv('PROD', true)
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const waiting = { postMessage: vi.fn() }
    fakeServiceWorkers(true, waiting)
    registerShopWorker()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(waiting.postMessage).not.toHaveBeenCalled()
    loading.mockRestore()
    window.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(waiting.postMessage).toHaveBeenCalled())
  })
})
