import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../i18n/languages'
import { LanguageTablist } from './language-tablist'

function Tabs() {
  const [shown, setShown] = useState<Language>('vi')
  return (
    <LanguageTablist label="Texts" id="t" shown={shown} onShow={setShown} tabClassName="tab">
      {(language) => language.toUpperCase()}
    </LanguageTablist>
  )
}

describe('the language tabs', () => {
  it('move with the arrows, round from the last to the first, one tab in the Tab order', async () => {
    const user = userEvent.setup()
    render(<Tabs />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    expect(tab('VI')).toHaveAttribute('aria-selected', 'true')
    expect(tab('EN')).toHaveAttribute('tabindex', '-1')
    tab('VI').focus()
    await user.keyboard('{ArrowRight}')
    expect(tab('EN')).toHaveFocus()
    expect(tab('EN')).toHaveAttribute('aria-selected', 'true')
    expect(tab('EN')).toHaveAttribute('aria-controls', 't-en-panel')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(tab('VI')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tab('SK')).toHaveFocus()
    expect(tab('SK')).toHaveAttribute('tabindex', '0')
  })
})
