/**
 * ES-UI-REVIEW-BATTLE: the battle as a play-through review found it (review ah2e-es, finding 15): the
 * doom gauge read «1/12 bezpiecznie» with one token left to remove, and the first attack's turn was
 * «Tura 6 walki z Przedwiecznym» (6 is the game's turn, not the battle's).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { db } from '@/db/db'
import { locale } from '@/i18n'
import { newTable } from './table'
import { gaugesOf } from '@/games/elder-sign/ui/gauges'
import { describeEvent } from '@/games/elder-sign/ui/describe'

beforeEach(async () => {
  await Promise.all([db.games.clear(), db.entries.clear(), db.snapshots.clear()])
  locale.value = 'pl'
})

describe('ES-UI-REVIEW-BATTLE the battle after the review', { timeout: 30_000 }, () => {
  it('ES-UI-REVIEW-BATTLE-01 «Walka z Przedwiecznym» (l.921–948): in the battle the doom gauge counts the tokens to remove, with no danger level; before it, the danger level stays', async () => {
    setActivePinia(createPinia())
    const { game, run } = await newTable({ name: 'Walka', seed: 'es-look-1' })
    const before = gaugesOf(game.state!).find((g) => g.id === 'doom')!
    expect(before.label).toBe('Zagłada')
    expect(before.progress).toBeFalsy()
    await run({ type: 'AwakenAncientOne', data: {} })
    expect(game.state!.status).toBe('battle')
    const doom = gaugesOf(game.state!).find((g) => g.id === 'doom')!
    expect(doom.label).toBe('Zagłada do zdjęcia')
    expect(doom.progress).toBe(true)
    expect(doom.value).toBe(game.state!.doom)
  })

  it('ES-UI-REVIEW-BATTLE-02 a battle turn is named by the game\'s turn number, said as such', () => {
    const text = describeEvent({ type: 'TurnStarted', data: { number: 6, player: 0, battle: true, clockOnly: false } }, null)
    expect(text).toMatch(/^Tura 6 \(walka z Przedwiecznym\): atakuje /)
    expect(text).not.toContain('Tura 6 walki')
  })
})
