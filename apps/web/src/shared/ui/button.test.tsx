import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'

// jsdom gives the module an http: URL; the file's own folder comes from Vite.
const SRC = join(import.meta.dirname, '../..')

function sourcesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourcesIn(path)
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : []
  })
}

/** A form that turns its Save off while it sends, as the back office's forms do. */
function SendingForm({ onSend }: { onSend(): void }) {
  const [sending, setSending] = useState(false)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
        setSending(true)
      }}
    >
      <label>
        Name <input />
      </label>
      <Button type="submit" className="button" disabled={sending}>
        {sending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  )
}

describe('the shared button (issue 19 §4.2)', () => {
  it('keeps the focus while off, is said to be off, and ignores presses and Enter', async () => {
    const onSend = vi.fn()
    render(<SendingForm onSend={onSend} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const saving = screen.getByRole('button', { name: 'Saving…' })
    expect(saving).toHaveFocus()
    expect(saving).toHaveAttribute('aria-disabled', 'true')
    expect(saving).not.toBeDisabled()
    await user.click(saving)
    await user.keyboard('{Enter}')
    await user.type(screen.getByLabelText('Name'), 'Lan{Enter}')
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('is the only way to turn a button off: no <button disabled> drops the focus anywhere', () => {
    const offenders = sourcesIn(SRC).flatMap((path) => {
      const source = readFileSync(path, 'utf8')
      return [...source.matchAll(/<button\b[\s\S]*?(?:<\/button>|\/>)/g)]
        .filter(([element]) => /\sdisabled=/.test(element))
        .map(([element]) => `${path.slice(SRC.length + 1)}: ${element.split('\n')[0]}`)
    })
    expect(offenders).toEqual([])
  })
})
