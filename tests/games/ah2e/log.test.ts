import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { describeCommand, describeEvent, describeEvents } from '@/games/ah2e/ui/describe'
import ah2eModule from '@/games/ah2e/module'
import { cardTitle, monsterName, placeIn, placeName } from '@/games/ah2e/ui/names'
import type { Ah2eCommand, Ah2eEvent } from '@/games/ah2e/rules'
import { given, play, when } from './harness'

/**
 * The log (issue «AH2e at the table», point 5): a choice says what was chosen, a correction its
 * number, no double punctuation, the battle's entries under the battle.
 */
beforeEach(() => {
  locale.value = 'pl'
})
afterEach(() => {
  locale.value = 'pl'
})

describe('LOG what the log says', () => {
  it.each([
    [{ type: 'AdjustDoom', data: { delta: 2 } }, 'Zagłada: +2'],
    [{ type: 'AdjustDoom', data: { delta: -1 } }, 'Zagłada: −1'],
    [{ type: 'CorrectTerror', data: { to: 4 } }, 'Poprawka paniki: na 4'],
    [{ type: 'RaiseTerror', data: { amount: 1 } }, 'Panika: +1'],
    [{ type: 'GainClues', data: { investigatorId: 'inv-1', count: 3 } }, 'Zdobycie Wskazówek: Ala +3'],
    [{ type: 'ChooseClueTaker', data: { investigatorId: 'inv-2' } }, 'Kto bierze Wskazówkę: Ola'],
  ] as [Ah2eCommand, string][])('LOG-01 a correction or a choice carries what it was: %j → «%s»', (c, want) => {
    const s = given({ players: 2, investigatorNames: ['Ala', 'Ola'] }).state
    expect(describeCommand(c, s)).toBe(want)
  })

  it('LOG-02 a monster\'s destination names the monster and the place', () => {
    const c: Ah2eCommand = { type: 'ChooseMonsterDestination', data: { uid: 'maniac#2', to: 'woods' } }
    expect(describeCommand(c, null)).toBe(`Cel potwora: ${monsterName('maniac#2')} → ${placeName('woods')}`)
  })

  it('LOG-03 a card title that ends its own sentence gets no second full stop', () => {
    const w = when(given(), { type: 'DrawMythosCard', data: { cardId: 'all-quiet-in-arkham' } })
    const drawn = w.events.find((e) => e.type === 'MythosCardDrawn')!
    for (const l of ['pl', 'en'] as const) {
      locale.value = l
      const text = describeEvent(drawn, w.state)
      expect(text, l).toContain(cardTitle('all-quiet-in-arkham'))
      expect(text, l).not.toMatch(/[!?.][”"»’']*\.(?!\.)/)
    }
  })

  it('LOG-04 once the Ancient One wakes, the entries go under the final battle', () => {
    const g = given({ players: 1 })
    const w = play(g, { type: 'AdjustDoom', data: { delta: 1 } }, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} })
    const groups = ah2eModule.logGroups(w.session.entries)
    expect(groups.at(-1)!.label).toBe('Ostateczna bitwa')
    expect(groups.at(-1)!.items.map((e) => e.command.type)).toEqual(['StartBattleRound'])
    expect(groups.at(-2)!.items.map((e) => e.command.type)).toContain('AwakenAncientOne')
  })

  it('LOG-05 a run of clues (or monsters from the cup) with one cause is one line; a different cause or a lone event keeps its own line', () => {
    const ev = (type: string, data: object, cause?: string) => ({ type, data, ...(cause ? { cause } : {}) }) as unknown as Ah2eEvent
    const lines = describeEvents([
      ev('CluePlaced', { location: 'graveyard' }, 'setup/clues'),
      ev('CluePlaced', { location: 'woods' }, 'setup/clues'),
      ev('CluePlaced', { location: 'black-cave' }, 'mythos/clue'),
      ev('MonsterAppeared', { uid: 'maniac#1', location: 'woods' }, 'mythos/gate'),
    ], null)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toEqual({ text: `Połóż po jednej Wskazówce (2): ${placeIn('graveyard')}, ${placeIn('woods')}.`, cause: 'setup/clues' })
    expect(lines[1].text).toBe(describeEvent(ev('CluePlaced', { location: 'black-cave' }), null))
    expect(lines[2].text).toBe(describeEvent(ev('MonsterAppeared', { uid: 'maniac#1', location: 'woods' }), null))
  })
})
