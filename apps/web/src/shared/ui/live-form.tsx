import type { ComponentProps } from 'react'
import { useHydrated } from '../ssr/hydrated'

/**
 * A form whose fields wait for the page to be live. The server's HTML shows the form at once,
 * but before the app's script runs it would be a plain HTML form: typing into it would be
 * thrown away by hydration, and Enter would send it as a GET, with a guest's name, phone or
 * message in the address. Its fields are disabled until then (a fieldset that lays out as if it
 * were not there).
 */
export function LiveForm({ children, ...props }: ComponentProps<'form'>) {
  const live = useHydrated()
  return (
    <form {...props}>
      <fieldset className="live-form" disabled={!live}>
        {children}
      </fieldset>
    </form>
  )
}
