/**
 * SHELL-REVEAL (issue #25 «Feedback where the finger is»): a refusal or a prompt is brought into the
 * part of the screen that nothing covers, with the least scroll, and focused.
 */
import { describe, expect, it } from 'vitest'
import { scrollNeeded } from '@/shell/composables/reveal'

describe('SHELL-REVEAL the least scroll into the free band', () => {
  const band = { top: 56, bottom: 600 }
  it.each([
    ['already inside: no scroll', { top: 100, bottom: 200 }, 0],
    ['under the sheet: scrolled up just enough', { top: 650, bottom: 700 }, 700 - (600 - 8)],
    ['behind the header: scrolled down to just below it', { top: 20, bottom: 80 }, 20 - (56 + 8)],
    ['far above (1,500 px): scrolled to it', { top: -1500, bottom: -1450 }, -1500 - 64],
    ['taller than the band: its start at the top', { top: 300, bottom: 1000 }, 300 - 64],
    ['at the margin exactly: no scroll', { top: 64, bottom: 592 }, 0],
    ['one pixel into the margin: scrolled one pixel', { top: 63, bottom: 100 }, -1],
  ])('SHELL-REVEAL-01 %s', (_label, box, dy) => {
    expect(scrollNeeded(box, band)).toBe(dy)
  })
})

describe('SHELL-REVEAL-02 the error banner', () => {
  it('is announced, and takes the focus when its message appears (and again for another message)', async () => {
    const { mount, flushPromises } = await import('@vue/test-utils')
    const ErrorBanner = (await import('@/shell/components/ErrorBanner.vue')).default
    const w = mount(ErrorBanner, { props: { error: '' }, attachTo: document.body })
    expect(w.find('[role=alert]').exists()).toBe(false)
    await w.setProps({ error: 'Ten badacz już grał w tej grze.' })
    await flushPromises()
    const box = w.find('[role=alert]')
    expect(box.text()).toBe('Ten badacz już grał w tej grze.')
    expect(document.activeElement).toBe(box.element)
    ;(document.activeElement as HTMLElement).blur()
    await w.setProps({ error: 'Inny powód.' })
    await flushPromises()
    expect(document.activeElement).toBe(w.find('[role=alert]').element)
    w.unmount()
  })
})

describe('SHELL-CONFIRM a jump the table cannot take back asks first, in place', () => {
  it('SHELL-CONFIRM-01 the first tap asks (a prompt, focused); «Nie» leaves it; «Tak» does it', async () => {
    const { mount, flushPromises } = await import('@vue/test-utils')
    const ConfirmButton = (await import('@/shell/components/ConfirmButton.vue')).default
    const w = mount(ConfirmButton, { props: { question: 'Przedwieczny się budzi?', testid: 'awaken' }, slots: { default: 'Przedwieczny się budzi' }, attachTo: document.body })
    await w.find('[data-testid=awaken]').trigger('click')
    await flushPromises()
    expect(w.emitted('confirm')).toBeUndefined()
    const prompt = w.find('[data-prompt]')
    expect(prompt.text()).toContain('Przedwieczny się budzi?')
    expect(document.activeElement).toBe(prompt.element)
    await w.find('[data-testid=awaken-no]').trigger('click')
    expect(w.find('[data-prompt]').exists()).toBe(false)
    expect(w.emitted('confirm')).toBeUndefined()
    await w.find('[data-testid=awaken]').trigger('click')
    await flushPromises()
    await w.find('[data-testid=awaken-yes]').trigger('click')
    expect(w.emitted('confirm')).toHaveLength(1)
    w.unmount()
  })
})
