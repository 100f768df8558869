/**
 * ES-UI-FORM: the Elder Sign forms submit only from their submit button. A button inside a form is
 * a submit button unless it says otherwise: a tap on «+ Śledztwo» or «×» in the combat-task editor
 * created the game (and each such tap left a game in the list).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import type { EsSetup } from '@/games/elder-sign/rules'
import SetupForm from '@/games/elder-sign/ui/SetupForm.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('ES-UI-FORM the forms submit only from their submit button', { timeout: 30_000 }, () => {
  it('ES-UI-FORM-01 «Opis karty Przedwiecznego» (l.194–205) the combat task typed symbol by symbol: adding and removing symbols, monster spaces, players and a new seed never create the game; «Utwórz» creates it once with the task typed', async () => {
    setActivePinia(createPinia())
    const create = vi.fn(async () => ({ ok: true as const, value: 'game-1' }))
    wrapper = mount(SetupForm, { props: { create }, attachTo: document.body })
    await flushPromises()
    await wrapper.get('[data-testid="es-ao"]').setValue('cthulhu')
    const editor = () => wrapper!.get('[data-testid="ao-facts"] [data-testid="requirement-editor"]')
    const button = (label: string) => editor().findAll('button').find((b) => b.text() === label)!
    // Two symbols (Lore, then Peril), one added by mistake and removed again.
    for (const label of ['+ Wiedza', '+ Niebezpieczeństwo', '+ Panika']) {
      await button(label).trigger('click')
      expect(create, label).not.toHaveBeenCalled()
    }
    const remove = editor().findAll('button').filter((b) => b.text() === '×')
    expect(remove).toHaveLength(3)
    await remove[2].trigger('click')
    await button('+ Śledztwo').trigger('click')
    await editor().findAll('button').filter((b) => b.text() === '×')[2].trigger('click')
    await wrapper.get('[data-testid="fact-space-3"]').trigger('click')
    await wrapper.get('[data-testid="players-1"]').trigger('click')
    await flushPromises()
    expect(create).not.toHaveBeenCalled()
    await wrapper.get('[data-testid="fact-doom-track"]').setValue(10)
    await wrapper.get('[data-testid="fact-elder-signs"]').setValue(12)
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(create).toHaveBeenCalledTimes(1)
    const setup = (create.mock.calls[0] as unknown as [{ setup: EsSetup }])[0].setup
    expect(setup.ancientOne).toBe('cthulhu')
    expect(setup.facts?.ancientOnes?.cthulhu).toEqual({ doomTrack: 10, monsterSpaces: [3], elderSignLimit: 12, combatTask: [{ lore: 1 }, { peril: 1 }] })
    expect(setup.players).toHaveLength(1)
  })

  it('ES-UI-FORM-02 every button of every Elder Sign screen says what it is: `type="button"`, or `type="submit"` for the one that sends its form', () => {
    const dir = 'src/games/elder-sign/ui'
    const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : [path.join(d, f)]))
    const bad: string[] = []
    for (const f of files(dir).filter((x) => x.endsWith('.vue'))) {
      const src = readFileSync(f, 'utf8')
      for (const m of src.matchAll(/<button\b[^>]*>/g)) if (!/\stype="(button|submit)"/.test(m[0])) bad.push(`${f}: ${m[0].slice(0, 90)}`)
    }
    expect(bad).toEqual([])
  })
})
