import { beforeEach, describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import AlertOverlay from '@/shell/components/AlertOverlay.vue'
import { useSessionStore } from '@/stores/session'
import { locale } from '@/i18n'
import type { TableAlert } from '@/shell/module'

/**
 * ALERT: a full-screen notice's one button says what the table did: «Zrobione na planszy» for a change
 * the board must follow, «Rozumiem» for a notice to read (the game's end), and it takes the next one.
 */
beforeEach(() => {
  setActivePinia(createPinia())
  locale.value = 'pl'
})

const show = (alerts: TableAlert[]) => {
  ;(useSessionStore() as unknown as { alerts: TableAlert[] }).alerts = alerts
  return mount(AlertOverlay)
}

describe('ALERT the notice\'s button', () => {
  it.each([
    [{ kind: 'overflow', severity: 'critical', title: 'Przepełnienie', body: 'Zdejmijcie zagładę.' }, 'Zrobione na planszy'],
    [{ kind: 'end', severity: 'critical', title: 'Koniec gry', body: 'Wygrywa: NPC.', read: true }, 'Rozumiem'],
  ] as [TableAlert, string][])('ALERT-01 %o → «%s»', async (a, label) => {
    const w = show([a])
    await w.vm.$nextTick()
    expect(w.get('[data-testid="alert-ok"]').text()).toBe(label)
  })
  it('ALERT-02 the button takes the notice away and shows the next', async () => {
    const w = show([
      { kind: 'end', severity: 'critical', title: 'Koniec gry', body: 'A', read: true },
      { kind: 'goal', severity: 'critical', title: 'Cel', body: 'B' },
    ])
    await w.vm.$nextTick()
    expect(w.text()).toContain('Kolejne komunikaty: 1')
    await w.get('[data-testid="alert-ok"]').trigger('click')
    expect(w.get('h2').text()).toBe('Cel')
    expect(w.get('[data-testid="alert-ok"]').text()).toBe('Zrobione na planszy')
  })
})
