import type { Agent } from 'node:https'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import type { Config } from './config'
import type { ShopContext } from './context'
import type { Db } from './db/create-db'
import { systemClock, type Clock } from './lib/clock'
import { createEventBus } from './live/events'
import { createMailer, type Mailer } from './lib/mailer'
import { PgRelay } from './live/pg-relay'
import { logSerializers } from './lib/redact'
import { StreamSlots } from './lib/sse'
import { adminBookingRoutes } from './modules/admin-bookings/routes'
import { adminMenuRoutes } from './modules/admin-menu/routes'
import { menuFileRoutes } from './modules/menu-file/routes'
import { setupRoutes } from './modules/setup/routes'
import { adminOrderRoutes } from './modules/admin-orders/routes'
import { loadSnapshots } from './modules/admin-orders/service'
import { cartRoutes } from './modules/cart/routes'
import { categoryRoutes } from './modules/category/routes'
import { contactRoutes } from './modules/contact/routes'
import { foodRoutes } from './modules/food/routes'
import { MenuCache } from './modules/food/service'
import { imageRoutes } from './modules/images/routes'
import { MailOutbox } from './modules/mail/outbox'
import { noMetrics, prometheusMetrics } from './modules/metrics/metrics'
import { metricsRoutes } from './modules/metrics/routes'
import { PrintQueue } from './modules/printing/queue'
import { webPushNotifier, type Notifier } from './modules/push/notifier'
import { PushQueue } from './modules/push/queue'
import { pushRoutes } from './modules/push/routes'
import { printingRoutes } from './modules/printing/routes'
import { orderTicketBytes, printSettings } from './modules/printing/service'
import { sendToPrinter } from './modules/printing/ticket-printout'
import { orderRoutes } from './modules/order/routes'
import { OrderDesk } from './modules/order/service'
import { receiptRoutes } from './modules/receipts/routes'
import { promoCodeRoutes } from './modules/promo-codes/routes'
import { reservationRoutes } from './modules/reservation/routes'
import { restaurantHoursRoutes } from './modules/restaurant/hours-routes'
import { restaurantRoutes } from './modules/restaurant/routes'
import { restaurantReader } from './modules/restaurant/service'
import { restaurantLegalRoutes } from './modules/restaurant/legal-routes'
import { shopRoutes } from './modules/shop/routes'
import { todayRoutes } from './modules/today/routes'
import { reportRoutes } from './modules/reports/routes'
import { userRoutes } from './modules/user/routes'
import { savedAddressRoutes } from './modules/saved-addresses/routes'
import { findSession } from './modules/user/repo'
import { kitchenRoutes } from './modules/settings/kitchen-routes'
import { orderingRoutes } from './modules/settings/ordering-routes'
import { dineInRoutes } from './modules/settings/dine-in-routes'
import { restaurantWordsRoutes } from './modules/restaurant/words-routes'
import { vatRatesRoutes } from './modules/settings/vat-rates'
import { kitchenTicketRoutes } from './modules/settings/kitchen-tickets'
import { anonymiser } from './modules/personal-data/anonymiser'
import { personalDataRoutes } from './modules/personal-data/routes'
import { settingsRoutes } from './modules/settings/routes'
import { firstRestaurantHours } from './modules/settings/restaurant-hours'
import { SettingShelf } from './modules/settings/shelf'
import { lookRoutes } from './modules/restaurant/look-routes'
import { mailLetterhead } from './modules/restaurant/look'
import { auth } from './plugins/auth'
import { apiDescription, serializerCompiler, validatorCompiler } from './plugins/contract'
import { errorHandler, frameworkErrors } from './plugins/error-handler'
import { plainParams } from './plugins/plain-params'
import {
  proxyTrust,
  security,
  SERVER_TIMEOUTS,
  timeoutOptions,
  type ServerTimeouts,
} from './plugins/security'
import { webApp } from './modules/pages/web-app'
import { webManifestRoutes } from './modules/web-manifest/routes'
import { paymentRoutes } from './modules/payments/routes'
import { sweepUnpaid } from './modules/payments/service'
import { stripeProvider } from './modules/payments/stripe'
import { closeShop } from './shutdown'
import { prepareDatabase, type VapidKeys } from './startup/prepare'

export interface AppOptions {
  config: Config
  database: Db
  clock?: Clock
  mailer?: Mailer
  logger?: FastifyServerOptions['logger']
  /** SERVER_TIMEOUTS unless told; tests shorten them. */
  timeouts?: Partial<ServerTimeouts>
  /** Told of every route as it is added: tests read the whole route table with it. */
  onRoute?: (route: RouteOptions) => void
  /** The https agent pushes are sent with (issue 24 §2): tests trust their fake push service by it. */
  pushAgent?: Agent
}

export const BODY_LIMIT = 100 * 1024
/** How stale the menu may be when edits on other instances cannot be heard of. */
const UNHEARD_MENU_MAX_AGE_MS = 5_000

/** How long a push service keeps news of an order for a browser that is offline: an hour. */
const PUSH_TTL_SECONDS = 60 * 60

/**
 * Who push services may write to about our pushes: VAPID_SUBJECT, else the shop's https
 * address, else the mails' sender (web-push takes only mailto: and https:).
 */
function vapidSubject(config: Config): string {
  if (config.vapidSubject) return config.vapidSubject
  if (config.publicUrl.startsWith('https://')) return config.publicUrl
  const sender = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom
  return `mailto:${sender.trim()}`
}

/**
 * Builds the whole shop on a database that is already open, and never listens: main.ts does,
 * tests call inject(). Closing the app stops the mail worker, then closes the mailer and database.
 */
export async function buildApp(options: AppOptions) {
  const { config, database } = options
  // Whoever gives the logger options (tests do), no address nor error is logged unredacted.
  const logger = options.logger === true ? {} : (options.logger ?? { level: config.logLevel })
  const app = Fastify({
    logger: logger && { ...logger, serializers: { ...logger.serializers, ...logSerializers } },
    bodyLimit: BODY_LIMIT,
    ...timeoutOptions({ ...SERVER_TIMEOUTS, ...options.timeouts }),
    trustProxy: proxyTrust(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors,
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  // Every route declares its request and answers with the domain's zod schemas (issue 10 §1).
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const clock = options.clock ?? systemClock
  // Issue 25 §3: with METRICS_TOKEN only; without it nothing is counted and prom-client stays unloaded.
  const metrics = config.metricsToken ? await prometheusMetrics() : noMetrics
  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom)
  const outbox = new MailOutbox({
    db: database.db,
    engine: database.engine,
    clock,
    mailer,
    log: app.log,
    from: config.mailFrom,
    pollMs: config.mailPollMs,
    letterhead: () => mailLetterhead(ctx, config.publicUrl),
    publicUrl: config.publicUrl,
    metrics,
  })
  // Web Push (issue 24 §2): the keys are read or made with the JWT secret, below.
  const vapid: { keys?: VapidKeys } = {}
  const notifier: Notifier = webPushNotifier({
    keys: () => {
      if (!vapid.keys) throw new Error('VAPID keys used before the database was prepared')
      return vapid.keys
    },
    subject: vapidSubject(config),
    ttlSeconds: PUSH_TTL_SECONDS,
    agent: options.pushAgent,
  })
  const push = new PushQueue({
    db: database.db,
    engine: database.engine,
    clock,
    log: app.log,
    notifier,
    pollMs: config.mailPollMs,
  })
  let relay: PgRelay | undefined
  // While another instance's change could go unheard (its link down, or no link at all), what
  // is kept in memory is read again every few seconds instead.
  const unheardMaxAgeMs = () =>
    database.engine === 'postgres' && !relay?.listening
      ? UNHEARD_MENU_MAX_AGE_MS
      : Number.POSITIVE_INFINITY
  // Loaded only when configured: without STRIPE_* the SDK is never imported (issue 22 §1).
  const payments = config.stripe ? await stripeProvider(config.stripe) : undefined
  const ctx: ShopContext = {
    db: database.db,
    engine: database.engine,
    reads: database.reads,
    config,
    clock,
    mailer,
    outbox,
    push,
    events: createEventBus(app.log),
    log: app.log,
    settings: new SettingShelf({
      db: database.db,
      clock,
      maxAgeMs: unheardMaxAgeMs,
      announce: (key) => relay?.settingsChanged(key),
      country: config.country,
      restaurantHours: firstRestaurantHours(config),
    }),
    payments,
    metrics,
  }
  app.decorate('mailOutbox', outbox)
  // The kitchen printer's queue (issue 23 §2): with PRINTER_URL only; it polls as the mails do.
  const printing = printSettings(ctx)
  const printQueue = new PrintQueue({
    db: database.db,
    engine: database.engine,
    clock,
    log: app.log,
    printer: config.printer,
    pollMs: config.mailPollMs,
    ticket: (orderId, printer) => orderTicketBytes(ctx, printing, orderId, printer),
    send: sendToPrinter,
    metrics,
  })
  app.decorate('printQueue', printQueue)
  app.decorate('pushQueue', push)
  app.decorate('sweepUnpaidPayments', () => sweepUnpaid(ctx))
  // Guests' personal data taken out a set time after they are done (issue 24 §4), hourly.
  const anonymising = anonymiser(ctx)
  app.decorate('anonymisePersonalData', () => anonymising.drain())
  // Made once the database is prepared (it signs the tables' links with a kept secret).
  const desk: { orders?: OrderDesk } = {}
  // Runs once no request is left; the order of the whole stop is in shutdown.ts.
  app.addHook('onClose', () =>
    closeShop({
      orders: desk.orders,
      workers: [outbox, printQueue, anonymising, push],
      relay,
      mailer: ctx.mailer,
      database,
    }),
  )

  const { jwtSecret, vapidKeys, tableSecret } = await prepareDatabase(ctx)
  vapid.keys = vapidKeys
  // Only with SMTP_URL set, and only once the app is ready: a failed start leaves no timer.
  app.addHook('onReady', async () => outbox.start())
  app.addHook('onReady', async () => printQueue.start())
  app.addHook('onReady', async () => anonymising.start())
  app.addHook('onReady', async () => push.start())
  // On PostgreSQL other instances may share the database: each hears the others' changes.
  if (database.engine === 'postgres' && database.url) {
    relay = await PgRelay.start({
      url: database.url,
      db: ctx.db,
      events: ctx.events,
      log: app.log,
      loadOrders: (ids) => loadSnapshots(ctx.db, ids),
    })
  }
  const menu = new MenuCache({
    maxAgeMs: unheardMaxAgeMs,
    announce: () => relay?.menuChanged(),
  })
  relay?.onMenuChanged(() => menu.forget())
  if (relay) ctx.settings.listen(relay)

  await app.register(errorHandler)
  // Before the routes: its timing hook hears of every answer.
  if (config.metricsToken) {
    await app.register(metricsRoutes, { metrics, token: config.metricsToken })
  }
  await app.register(plainParams)
  await app.register(security, {
    rateLimits: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    metrics,
  })
  await app.register(auth, { secret: jwtSecret, findSession: (id) => findSession(ctx.db, id) })
  // Before the routes: it hears of each as it is added.
  await apiDescription(app)

  // Readiness (issue 25 §3): on PostgreSQL with a relay, whether it listens.
  const relayListening = () => relay?.listening
  await app.register(shopRoutes, { ctx, relayListening })
  await app.register(foodRoutes, { ctx, menu })
  await app.register(categoryRoutes, { ctx })
  await app.register(userRoutes, { ctx })
  await app.register(savedAddressRoutes, { ctx })
  await app.register(cartRoutes, { ctx })
  // One count of open streams for the app, whichever route opened them.
  const slots = new StreamSlots(config.streams)
  metrics.watch({
    mailQueue: () => outbox.waiting(),
    printQueue: () => printQueue.waiting(),
    openStreams: () => slots.size,
    relayConnected: relayListening,
    failed: (error) => app.log.warn({ err: error }, 'metrics: a queue could not be counted'),
  })
  desk.orders = new OrderDesk(ctx, tableSecret)
  await app.register(orderRoutes, { ctx, slots, desk: desk.orders })
  await app.register(adminOrderRoutes, { ctx, slots })
  await app.register(pushRoutes, { ctx, publicKey: vapidKeys.publicKey })
  await app.register(receiptRoutes, { ctx })
  await app.register(contactRoutes, { ctx })
  await app.register(reservationRoutes, { ctx })
  await app.register(adminBookingRoutes, { ctx })
  await app.register(adminMenuRoutes, { ctx, menu })
  await app.register(menuFileRoutes, { ctx, menu })
  await app.register(setupRoutes, { ctx, menu })
  await app.register(todayRoutes, { ctx })
  await app.register(reportRoutes, { ctx })
  await app.register(settingsRoutes, { ctx })
  await app.register(kitchenRoutes, { ctx })
  await app.register(promoCodeRoutes, { ctx })
  await app.register(orderingRoutes, { ctx })
  await app.register(dineInRoutes, { ctx, tableSecret })
  await app.register(lookRoutes, { ctx })
  await app.register(restaurantHoursRoutes, { ctx })
  await app.register(restaurantWordsRoutes, { ctx })
  await app.register(vatRatesRoutes, { ctx })
  await app.register(restaurantLegalRoutes, { ctx })
  await app.register(kitchenTicketRoutes, { ctx })
  await app.register(personalDataRoutes, { ctx })
  await app.register(imageRoutes, { ctx })
  await app.register(webManifestRoutes, { ctx })
  const restaurantNow = restaurantReader(ctx)
  await app.register(restaurantRoutes, { ctx, restaurantNow })
  await app.register(paymentRoutes, { ctx })
  await app.register(printingRoutes, { ctx, queue: printQueue, settings: printing })
  await app.register(webApp, {
    dir: config.webDir,
    origin: config.publicUrl,
    shopMenu: () => menu.shopMenu(ctx),
    restaurantNow,
    legalNow: () => ctx.settings.restaurantLegal.read(),
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets go of unpaid online orders past their expiry now (a timer does it every minute). */
    sweepUnpaidPayments(): Promise<number>
    /** Anonymises what is due now (a worker does it every hour); resolves with how many records. */
    anonymisePersonalData(): Promise<number>
  }
}
