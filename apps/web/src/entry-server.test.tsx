import { brandTones, DEFAULT_RESTAURANT_LEGAL, DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { weekSpansOf } from '@quan/domain/restaurant/hours-calendar'
import { parseWeeklyHours } from '@quan/domain/schedule'
// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths } from './config/paths'
import { createPageRenderer, type Manifest, type PageData } from './entry-server'
import type { Language } from './i18n/languages'
import { STATE_ID, type ServerState } from './shared/ssr/state'
import { sizeOption, wireFood } from './test/ordering-fixtures'

// The shop's pages as the server renders them (issue 9), in Node as the server runs them: the
// finished HTML a guest without JavaScript reads, and what it hands the browser to hydrate.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="theme-color" content="#b5371b" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Quán</title>
    <meta
      name="description"
      content="The default description."
    />
    <script async type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/features/menu/menu-page.tsx': {
    file: 'assets/menu-page-1.js',
    css: ['assets/menu-page-1.css'],
    imports: ['_shared.js', '_modal.js'],
  },
  '_modal.js': { file: 'assets/modal-1.js', css: ['assets/modal-1.css'] },
}

const data: PageData = {
  foods: [
    wireFood({ options: [sizeOption] }),
    wireFood({
      _id: 'banh-mi',
      name: 'Bánh mì </script><script>alert(1)</script>',
      nameEN: 'Bánh mì </script><script>alert(1)</script>',
      description: 'Baguette with pork',
      descriptionVI: '',
      descriptionEN: '',
      descriptionSK: '',
      price: 6,
      category: 'Street food',
      isPromotion: true,
      originalPrice: 6,
      promotionPrice: 5,
    }),
  ],
  categories: [
    { _id: 'c1', name: 'Noodles', nameVI: 'Mì và phở', nameEN: '', nameSK: 'Rezance', image: '' },
    { _id: 'c2', name: 'Street food', nameVI: '', nameEN: '', nameSK: '', image: '' },
  ],
  restaurant: DEMO_RESTAURANT,
  legal: DEFAULT_RESTAURANT_LEGAL,
}

const render = createPageRenderer({
  template: TEMPLATE,
  manifest: MANIFEST,
  origin: 'https://quan.example',
})

const page = (path: string, language: Language = 'en') => render({ path, language, data })

function stateOf(html: string): ServerState {
  const match = new RegExp(
    `<script type="application/json" id="${STATE_ID}"[^>]*>(.*?)</script>`,
  ).exec(html)
  return JSON.parse(match![1]!) as ServerState
}

/** The page's text as a guest without JavaScript sees it: tags and scripts gone. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<noscript>/g, ' ')
    .replace(/<\/noscript>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')

describe('the menu rendered on the server', () => {
  it('is the finished page in place: nothing waits for a script to be put where it belongs', async () => {
    const html = await page(paths.menu)
    expect(html).toContain('<h1>Our menu</h1>')
    // React's out-of-order streaming would leave the content hidden and move it with a script.
    expect(html).not.toMatch(/<div hidden id="S:/)
    expect(html).not.toContain('$RC')
    expect(html).not.toMatch(/<script>(?!<)/)
  })

  it('holds every dish with its description, price and options, readable without JavaScript', async () => {
    const text = visibleText(await page(paths.menu))
    expect(text).toContain('Beef pho')
    expect(text).toContain('Rice noodle soup with beef')
    expect(text).toContain('Baguette with pork')
    // The options dialog needs a script; the menu in words does not.
    expect(text).toContain('Every dish in detail')
    expect(text).toContain('Beef pho : €10 - €14 Rice noodle soup with beef')
    expect(text).toContain('Size Small €10 Medium €12.50 Large €14')
    expect(text).toContain('Bánh mì </script><script>alert(1)</script> : €5 Original price : €6')
  })

  it('holds every menu text in the page’s language, without JavaScript too (issue 12 §1)', async () => {
    const slovak = await render({
      path: paths.menu,
      language: 'sk',
      data: {
        ...data,
        foods: [
          wireFood({
            descriptionSK: 'Ryžové rezance v hovädzom vývare',
            options: [
              {
                ...sizeOption,
                nameSK: 'Veľkosť',
                choices: sizeOption.choices.map((choice) => ({
                  ...choice,
                  labelSK: { s: 'Malá', m: 'Stredná', l: 'Veľká' }[choice.code] ?? '',
                })),
              },
            ],
          }),
        ],
      },
    })
    const text = visibleText(slovak)
    expect(text).toContain('Hovädzie pho')
    expect(text).toContain('Ryžové rezance v hovädzom vývare')
    expect(text).toContain('Veľkosť Malá')
    expect(text).toContain('Stredná')
    expect(text).toContain('Rezance')
    for (const english of ['Beef pho', 'Rice noodle soup with beef', 'Size', 'Medium', 'Noodles'])
      expect(text).not.toContain(english)
  })

  it('shows only the dishes the allergen filter in its address keeps (issue 12 §2)', async () => {
    const filtered = await render({
      path: `${paths.menu}?without=milk`,
      language: 'en',
      data: {
        ...data,
        foods: [
          wireFood({ allergens: ['fish'] }),
          wireFood({ _id: 'flan', nameEN: 'Caramel flan', allergens: ['eggs', 'milk'] }),
          wireFood({ _id: 'secret', nameEN: 'Chef’s secret', allergens: null }),
        ],
      },
    })
    const grid = visibleText(/<ul class="food-grid">[\s\S]*?<\/ul>/.exec(filtered)![0])
    expect(grid).toContain('Beef pho')
    expect(grid).not.toContain('Caramel flan')
    expect(grid).not.toContain('Chef’s secret')
    expect(visibleText(filtered)).toContain('1 of 3 dishes matches your filter')
  })

  it('is in the language asked for, with its title, description and schema.org menu', async () => {
    const html = await page(paths.menu, 'vi')
    expect(html).toContain('<html lang="vi"')
    expect(html).toContain('<title>Thực đơn · Quán</title>')
    expect(html).toMatch(/<meta name="description" content="Toàn bộ thực đơn/)
    const schema = /<script type="application\/ld\+json" id="menu-schema">(.*?)<\/script>/.exec(
      html,
    )
    const menu = JSON.parse(schema![1]!) as { inLanguage: string; url: string }
    expect(menu.inLanguage).toBe('vi')
    expect(menu.url).toBe('https://quan.example/menu')
  })

  it("links the screen's own styles and names its scripts, and nothing index.html already has", async () => {
    const html = await page(paths.menu)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/menu-page-1.css">')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/modal-1.css">')
    // Its scripts are named for main.tsx to fetch once the page has painted.
    expect(head).toContain(
      '<meta name="quan:modules" content="/assets/menu-page-1.js /assets/modal-1.js">',
    )
    // As Vite builds index.html: the entry runs as soon as it arrives (main.tsx), and comes
    // before the pictures, as it is what asks for the rest once the largest one is on screen.
    expect(head).toContain('<script async type="module" fetchpriority="high" crossorigin src=')
    expect(head.match(/shared-1\.js/g)).toBeNull()
    expect(head.match(/index-1\.css/g)).toHaveLength(1)
  })

  it('puts the stylesheets into the page when it can read them, so none is waited for', async () => {
    const inline = createPageRenderer({
      template: TEMPLATE,
      manifest: MANIFEST,
      origin: 'https://quan.example',
      readStyle: (file) => `/* ${file} */ .x{color:red}`,
    })
    const html = await inline({ path: paths.menu, language: 'en', data })
    expect(html).toContain('<style>/* assets/index-1.css */')
    expect(html).toContain('<style>/* assets/menu-page-1.css */')
    expect(html).toContain('<style>/* assets/modal-1.css */')
    // Each stylesheet's link stays, disabled (never fetched), for Vite's loader to find.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/menu-page-1.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/modal-1.css" disabled>',
    ])
  })

  it('hands the browser the menu and the texts it used, so nothing is fetched again', async () => {
    const state = stateOf(await page(paths.menu, 'sk'))
    expect(state.language).toBe('sk')
    expect(Object.keys(state.texts)).toEqual(expect.arrayContaining(['common', 'menu', 'product']))
    expect(state.texts.admin).toBeUndefined()
    const keys = state.queries.queries.map((query) => query.queryKey)
    expect(keys).toEqual(expect.arrayContaining([['foods'], ['categories']]))
  })

  it('names the address it was rendered at, for the browser to match while it hydrates', async () => {
    const html = await page(`${paths.menu}?without=milk`)
    expect(html).toContain(`id="${STATE_ID}" data-path="/menu?without=milk">`)
  })

  it("cannot be broken out of by a dish's name", async () => {
    const html = await page(paths.menu)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(() => stateOf(html)).not.toThrow()
  })
})

describe('every public page rendered on the server', () => {
  const pages = [
    [paths.home, 'Order your favourite food here'],
    [paths.about, 'About us'],
    [paths.contact, 'Contact us'],
    [paths.reservation, 'Book a table'],
    [paths.cart, 'Your cart'],
    [paths.checkout, 'Checkout'],
    [paths.myOrders, 'My orders'],
    [paths.track, 'Track your order'],
  ] as const

  it.each(pages)('%s has its heading and its own title', async (path, heading) => {
    const html = await page(path)
    expect(visibleText(html)).toContain(heading)
    expect(html).toMatch(/<title>[^<]+ · Quán<\/title>/)
  })

  it.each(['vi', 'sk'] as const)('renders in %s too', async (language) => {
    for (const [path] of pages) {
      const html = await page(path, language)
      expect(html, path).toContain(`<html lang="${language}"`)
      expect(stateOf(html).language).toBe(language)
    }
  })

  it('renders the not-found page for a path the shop does not have', async () => {
    expect(visibleText(await page('/no-such-page'))).toContain('This page is not on our menu')
  })

  it("carries the menu only where the page shows it (the home page's and the menu's)", async () => {
    const keys = (html: string) =>
      stateOf(html).queries.queries.map((query) => String(query.queryKey[0]))
    expect(keys(await page(paths.about))).toEqual(['restaurant'])
    expect(keys(await page(paths.home)).sort()).toEqual(['categories', 'foods', 'restaurant'])
  })

  /** Texts as the demo's, with the demo's street and city written as Košice. */
  const ownPlace = <T,>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(/[\p{L}]*(Obchodn|Bratislav)[\p{L}]*( \d+)?/gu, 'Košice'),
    ) as T

  it('shows the restaurant as its owner set it up, on every page (issue 21 §1)', async () => {
    const restaurant = {
      ...DEMO_RESTAURANT,
      identity: {
        ...DEMO_RESTAURANT.identity,
        name: 'Phở Hà Nội',
        address: { street: 'Hlavná 5', postalCode: '040 01', city: 'Košice' },
        phone: '+421 905 111 222',
        description: {
          vi: 'Phở Hà Nội ở Košice',
          en: 'Hanoi phở in Košice',
          sk: 'Hanojské phở v Košiciach',
        },
        position: { latitude: 48.7164, longitude: 21.2611 },
        email: 'ahoj@phohanoi.sk',
        legal: {
          companyName: 'Phở Hà Nội s.r.o.',
          registeredAddress: 'Hlavná 5, 040 01 Košice',
          companyId: '12345678',
          taxId: '2023456789',
          vatId: '',
        },
      },
      // The owner's own texts (issue 21 §3): the demo's, told of their own place.
      words: ownPlace(DEMO_RESTAURANT.words),
    }
    for (const path of [paths.home, paths.contact, paths.about]) {
      const html = await render({ path, language: 'sk', data: { ...data, restaurant } })
      expect(html).toMatch(/<title>[^<]*Phở Hà Nội<\/title>/)
      expect(html).toContain('Hlavná 5')
      expect(html).toContain('tel:+421905111222')
    }
    // No fact of the demo's is left in the pages: its street, its city, its map. (Košice's time
    // zone is Slovakia's, Europe/Bratislava, which the page state carries with the hours.)
    const left: string[] = []
    for (const language of ['vi', 'en', 'sk'] as const) {
      for (const path of [
        paths.home,
        paths.about,
        paths.contact,
        paths.menu,
        paths.reservation,
        paths.track,
      ]) {
        const html = await render({ path, language, data: { ...data, restaurant } })
        for (const match of html.matchAll(/.{0,60}(Obchodn|(?<!Europe\/)Bratislav).{0,20}/g)) {
          left.push(`${path} in ${language}: ${match[0]}`)
        }
      }
    }
    expect(left).toEqual([])
  })

  it('shows the hours as set, lunch and dinner, and a closure ahead with its note (issue 21 §4)', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' })
    const restaurant = {
      ...DEMO_RESTAURANT,
      hours: {
        ...DEMO_RESTAURANT.hours,
        opening: weekSpansOf(parseWeeklyHours('tue-sun 11:00-14:00, 17:00-22:00; mon closed')),
        closures: [
          {
            from: today,
            to: today,
            spans: [],
            note: { vi: 'Hôm nay nghỉ', en: 'Closed today', sk: 'Dnes zatvorené pre sviatok' },
          },
        ],
      },
    }
    for (const path of [paths.home, paths.contact, paths.reservation]) {
      const html = await render({ path, language: 'sk', data: { ...data, restaurant } })
      expect(html).toContain('Utorok – nedeľa')
      expect(html).toContain('11:00–14:00, 17:00–22:00')
      expect(html).toContain('<li>Dnes zatvorené pre sviatok</li>')
    }
  })
})

describe('the owner’s look on every rendered page (issue 21 §2)', () => {
  const HASH = '0123456789abcdef0123456789abcdef'
  const restaurant = {
    ...DEMO_RESTAURANT,
    look: {
      brandColour: '#7cfc00',
      logo: { image: `${HASH}.svg`, width: 120, height: 40 },
      banner: { image: `${HASH}.webp`, width: 1200, height: 800 },
    },
  }
  const owners = (path: string) => render({ path, language: 'en', data: { ...data, restaurant } })

  it('paints in the owner’s tones from the first byte: CSS in the head, after the stylesheets', async () => {
    const html = await owners(paths.menu)
    const head = html.slice(0, html.indexOf('</head>'))
    const tones = brandTones('#7cfc00')
    expect(head).toMatch(
      new RegExp(
        `<style id="brand-tones">:root\\{--brand:${tones.brand};--brand-dark:${tones.brandDark};--brand-soft:${tones.brandSoft}\\}[^<]*</style>$`,
      ),
    )
    expect(head.lastIndexOf('<style id="brand-tones">')).toBeGreaterThan(
      head.lastIndexOf('stylesheet'),
    )
    expect(head).toContain(`<meta name="theme-color" content="${tones.brand}">`)
  })

  it('names the logo as the favicon and Apple’s touch icon, and shows it in the header', async () => {
    const html = await owners(paths.home)
    expect(html).toContain(`<link rel="icon" href="/images/${HASH}.svg" type="image/svg+xml">`)
    expect(html).toContain(
      `<link rel="icon" href="/images/${HASH}-32.png" sizes="32x32" type="image/png">`,
    )
    expect(html).toContain(`<link rel="apple-touch-icon" href="/images/${HASH}-180.png">`)
    expect(html).not.toContain('/favicon.svg')
    // The header's mark is the logo, drawn by the head's CSS: no script, no markup of its own.
    expect(html).toContain(
      `.navbar__logo>svg{width:96px;max-width:10rem;background:url(/images/${HASH}.svg) center/contain no-repeat}.navbar__logo>svg>*{display:none}</style>`,
    )
    expect(html).toMatch(/<a class="navbar__logo"[^>]*><svg viewBox="0 0 32 32"/)
  })

  it('shows the owner’s banner picture on the home page, at both sizes', async () => {
    const html = await owners(paths.home)
    expect(html).toContain(`srcSet="/images/${HASH}-480.webp 480w, /images/${HASH}.webp 1200w"`)
  })

  it('keeps the demo’s own favicon and chili while the look is the demo’s', async () => {
    const html = await page(paths.home)
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
    expect(html).toContain(
      '<style id="brand-tones">:root{--brand:#b5371b;--brand-dark:#8d2b15;--brand-soft:#fbe8e4}</style>',
    )
  })
})

describe('the restaurant’s words rendered on the server (issue 21 §3)', () => {
  const words = structuredClone(DEMO_RESTAURANT.words)
  words.sk.banner.title = 'Phở Hà Nội v Košiciach'
  words.sk.about.paragraphs = [
    'Varíme od rána.',
    'Napíšte nám na [e-mail](mailto:ahoj@pho.sk). <script>alert(1)</script>',
  ]
  words.sk.about.values = [{ title: 'Ticho na obed', text: 'Obedy bez hudby.' }]
  words.sk.faq = [{ question: 'Kde parkovať?', answer: 'Za rohom.', deliveryFacts: false }]
  words.sk.contactIntro = ''
  const restaurant = { ...DEMO_RESTAURANT, words }
  const sk = (path: string) => render({ path, language: 'sk', data: { ...data, restaurant } })

  it('shows the owner’s texts in the guest’s language, finished in the HTML', async () => {
    expect(visibleText(await sk(paths.home))).toContain('Phở Hà Nội v Košiciach')
    const about = await sk(paths.about)
    expect(visibleText(about)).toContain('Varíme od rána.')
    expect(about).toContain('<a href="mailto:ahoj@pho.sk">e-mail</a>')
    expect(about).not.toContain('<script>alert(1)</script>')
    expect(visibleText(about)).toContain('<script>alert(1)</script>')
    // The mission, the value cards and the team cards, as a guest without JavaScript sees them.
    expect(visibleText(about)).toContain(DEMO_RESTAURANT.words.sk.about.mission.text)
    expect(visibleText(about)).toContain('Ticho na obed')
    expect(visibleText(about)).not.toContain(DEMO_RESTAURANT.words.sk.about.values[0]!.title)
    expect(visibleText(about)).toContain('Zuzana Kováčová')
    expect(visibleText(await sk(paths.home))).toContain('Ticho na obed')
    const contact = visibleText(await sk(paths.contact))
    expect(contact).toContain('Kde parkovať?')
    expect(contact).not.toContain('Doručujete jedlo a ako ďaleko?')
  })

  it('shows the default language’s text where the owner left the guest’s blank', async () => {
    expect(visibleText(await sk(paths.contact))).toContain(DEMO_RESTAURANT.words.en.contactIntro)
  })
})

describe('a menu text with the patterns String.replace reads in its replacement (issue 19 §1.4)', () => {
  it.each(['$`', "$'", '$&', '$$'])(
    'keeps %s as written in the page and its schema',
    async (pattern) => {
      const name = `Phở ${pattern} special`
      const html = await render({
        path: paths.menu,
        language: 'en',
        data: { ...data, foods: [wireFood({ name, nameEN: name, nameVI: name })] },
      })
      // The page is still one page: one head, one root, one state.
      expect(html.match(/<\/head>/g)).toHaveLength(1)
      expect(html.match(/<div id="root">/g)).toHaveLength(1)
      expect(html.match(/<!doctype html>/gi)).toHaveLength(1)
      const schema = /<script type="application\/ld\+json" id="menu-schema">(.*?)<\/script>/.exec(
        html,
      )
      expect(schema![1]).toContain(name)
      expect(() => JSON.parse(schema![1]!) as unknown).not.toThrow()
      expect(stateOf(html).language).toBe('en')
    },
  )
})

describe('a price that is not a number (issue 19 §3)', () => {
  it('is rendered as €0 (SPEC §9), on the card and in the menu in words, and the page renders', async () => {
    const garbled = wireFood({
      _id: 'tea',
      nameEN: 'Iced tea',
      price: 'abc' as unknown as number,
      options: [
        {
          ...sizeOption,
          choices: sizeOption.choices.map((choice) => ({
            ...choice,
            price: 'abc' as unknown as number,
          })),
        },
      ],
    })
    const html = await render({
      path: paths.menu,
      language: 'en',
      data: { ...data, foods: [garbled] },
    })
    const text = visibleText(html)
    expect(text).toContain('Iced tea : €0')
    expect(text).toContain('Size Small €0 Medium €0 Large €0')
    expect(text).not.toMatch(/€\d*[1-9]/)
    expect(() => stateOf(html)).not.toThrow()
  })
})

describe('the legal pages rendered on the server (issue 22 §2)', () => {
  const legal = structuredClone(DEFAULT_RESTAURANT_LEGAL)
  legal.sk.terms = 'Predáva {{company}}, IČO {{companyId}}.\n\n<script>alert(1)</script>'
  const restaurant = {
    ...DEMO_RESTAURANT,
    identity: {
      ...DEMO_RESTAURANT.identity,
      legal: { ...DEMO_RESTAURANT.identity.legal, companyId: '12345678' },
    },
  }
  const legalPage = (path: string, language: Language) =>
    render({ path, language, data: { ...data, restaurant, legal } })

  it('are finished in the HTML, readable without JavaScript, each in the guest’s language', async () => {
    const terms = visibleText(await legalPage(paths.terms, 'sk'))
    expect(terms).toContain('Všeobecné obchodné podmienky')
    expect(terms).toContain('Predáva Quán s.r.o., IČO 12345678.')
    // The owner's text is text: its markup is shown, never run.
    expect(terms).toContain('<script>alert(1)</script>')
    const privacy = visibleText(await legalPage(paths.privacy, 'en'))
    expect(privacy).toContain('Privacy notice')
    expect(privacy).toContain('Mails we send you wait in an outbox')
    const allergens = visibleText(await legalPage(paths.allergens, 'vi'))
    expect(allergens).toContain('Thông tin chất gây dị ứng')
    expect(allergens).toContain('ngũ cốc chứa gluten')
  })

  it('carry their own text alone, and no other page carries one', async () => {
    const html = await legalPage(paths.privacy, 'en')
    expect(html).not.toMatch(/<script>alert/)
    const queries = stateOf(html).queries.queries
    const own = queries.filter((query) => query.queryKey[0] === 'restaurant-legal')
    expect(own.map((query) => query.queryKey)).toEqual([['restaurant-legal', 'privacy', 'en']])
    expect(html).not.toContain('Cancelling')
    const home = stateOf(await legalPage(paths.home, 'en')).queries.queries
    expect(home.some((query) => query.queryKey[0] === 'restaurant-legal')).toBe(false)
  })

  it('are linked from the footer of every page, which names the seller', async () => {
    const text = visibleText(await legalPage(paths.menu, 'en'))
    expect(text).toContain('Terms Privacy notice Allergen information')
    expect(text).toContain('Quán s.r.o. · Obchodná 12, 811 06 Bratislava · Company ID 12345678')
  })
})
