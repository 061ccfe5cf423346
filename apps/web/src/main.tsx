import { holdEarlyTaps } from './shared/ssr/early-taps'
import './app/theme.css'

/**
 * The page's entry, kept tiny. A server-rendered page links every script it needs in its head
 * (entry-server.tsx), so they are on their way while the HTML still arrives; the app (React, the
 * router, the texts: boot.tsx) runs as soon as they are in. It used to wait for the page's
 * largest picture first, for Lighthouse's largest paint, which kept a throttled phone's first
 * visit from answering a tap for 2.5 s or more (issue 24 §1).
 */

// A tap on the server's page before the app has taken it over is kept, not lost (§2.6).
holdEarlyTaps()

void import('./boot')
