/**
 * ES-UI-FIX: the golden rule on the phone («Złota zasada», l.184). Every step the rules automate on
 * the board has a correction the players reach from the table's «Poprawki» panel, logged and undone
 * like any command: a monster back to the cup (its die freed), a lock freed or added, an adventure
 * discarded or an extra one dealt, a die put elsewhere, the next card of a deck, a trophy (monster
 * or card), a card's effect, the Mythos card in play replaced. On the investigator's card: Sanity or
 * Stamina a card restores, the once-per-day ability marked unused again. (The figures have their
 * own fields.)
 */
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { screenTests } from './screen-tests'
import { newTable } from './table'
import { monsterPlacements } from '@/games/elder-sign/rules'
import { elderSignData } from '@/games/elder-sign/data'
import BoardCorrections from '@/games/elder-sign/ui/components/BoardCorrections.vue'
import InvestigatorCard from '@/games/elder-sign/ui/components/InvestigatorCard.vue'

let wrapper: VueWrapper | null = null
screenTests(() => {
  wrapper?.unmount()
  wrapper = null
})

/** A one-player Yig game with a monster holding the red die under the first card (the setup Mythos card «Karta» locks nothing). */
async function withMonster(investigator = 'monterey-jack', mount$: 'corrections' | 'investigator' = 'corrections') {
  const pinia = createPinia()
  setActivePinia(pinia)
  const table = await newTable({ name: 'Poprawki', seed: 'es-fix-1', investigator })
  const { game, run } = table
  current = table
  await run({ type: 'ApplyEffect', data: { tag: 'monster-appears' } })
  const p = game.state!.pending
  expect(p?.kind).toBe('monster-placement')
  const { card, spot } = monsterPlacements(game.state!, elderSignData)[0]
  await run({ type: 'PlaceMonster', data: { card, spot, token: { requires: [{ lore: 1 }], trophies: 1, lockedDie: 'red', name: 'Kultysta' } } })
  wrapper = mount$ === 'corrections'
    ? mount(BoardCorrections, { global: { plugins: [pinia] }, attachTo: document.body })
    : mount(InvestigatorCard, { props: { player: 0 }, global: { plugins: [pinia] }, attachTo: document.body })
  await flushPromises()
  return { game, card, run }
}

/** This test's table (see `newTable`: never `useGame()` later, which may find an earlier test's game). */
let current: Awaited<ReturnType<typeof newTable>> | null = null

/** Tap a control, then wait until this game has written and shown what the tap did. */
async function click(testid: string, event: 'click' | 'submit' = 'click') {
  await wrapper!.get(`[data-testid="${testid}"]`).trigger(event)
  await current!.settle()
}

// Explicit bounds: a game is created and written through a fake IndexedDB (slow on a loaded machine).
describe('ES-UI-FIX corrections of the pieces on the table («Złota zasada», l.184)', { timeout: 30_000 }, () => {
  it('ES-UI-FIX-01 «Złota zasada» a monster goes back to the cup from the phone, its locked die freed; logged as a correction and undone', async () => {
    const { game } = await withMonster()
    expect(game.state!.monsters).toHaveLength(1)
    expect(game.state!.dice.red).toMatchObject({ at: 'locked' })
    expect(wrapper!.text()).toContain('Kultysta (nr 1) na karcie „')
    expect(wrapper!.text()).toContain('Czerwona kość — blokuje ją Kultysta (nr 1)')
    await click(`fix-remove-${game.state!.monsters[0].id}`)
    expect(game.state!.monsters).toEqual([])
    expect(game.state!.locks).toEqual([])
    expect(game.state!.cup.regular).toBe(22)
    expect(game.state!.dice.red).toEqual({ at: 'out' })
    expect((await game.undo()).ok).toBe(true)
    await current!.settle()
    expect(game.state!.monsters).toHaveLength(1)
  })

  it('ES-UI-FIX-02 «Zablokowane kości» (l.572–592) a lock freed and a lock added by hand (a card says so)', async () => {
    const { game } = await withMonster()
    await click(`fix-release-${game.state!.locks[0].id}`)
    expect(game.state!.locks).toEqual([])
    expect(game.state!.monsters).toHaveLength(1)
    await wrapper!.get('[data-testid="fix-lock-colour"]').setValue('yellow')
    await click('fix-add-lock')
    expect(game.state!.locks.map((l) => [l.colour, l.die, l.by.kind])).toEqual([['yellow', 'yellow', 'other']])
  })

  it('ES-UI-FIX-03 «Złota zasada» an adventure discarded (its monster to the cup) and an extra Adventure / Other World card dealt', async () => {
    const { game, card } = await withMonster()
    const n = game.state!.adventures.length
    await click(`fix-discard-${card}`)
    expect(game.state!.adventures.map((a) => a.card)).not.toContain(card)
    expect(game.state!.monsters).toEqual([])
    await click('fix-deal-other-world')
    expect(game.state!.adventures.filter((a) => a.deck === 'other-world')).toHaveLength(1)
    await click('fix-deal-adventure')
    expect(game.state!.adventures.length).toBeGreaterThanOrEqual(n)
  })

  it('ES-UI-FIX-04 «Złota zasada» a die put elsewhere by hand; a refused correction says why', async () => {
    const { game } = await withMonster()
    await wrapper!.get('[data-testid="fix-die"]').setValue('green-3')
    await wrapper!.get('[data-testid="fix-die-place"]').setValue('removed')
    await click('fix-move-die')
    expect(game.state!.dice['green-3']).toEqual({ at: 'removed' })
    await wrapper!.get('[data-testid="fix-die"]').setValue('red')
    await click('fix-move-die')
    expect(wrapper!.get('[data-testid="fix-error"]').text().length).toBeGreaterThan(5)
    expect(game.state!.dice.red).toMatchObject({ at: 'locked' })
  })

  it('ES-UI-FIX-05 «Trofea» (l.474–492) a monster trophy added by hand (from the cup) and a trophy taken away', async () => {
    const { game } = await withMonster()
    const cup = game.state!.cup.regular
    await wrapper!.get('[data-testid="fix-trophy-who"]').setValue('monterey-jack')
    await wrapper!.get('[data-testid="fix-trophy-value"]').setValue(2)
    await click('fix-trophy-add')
    const inv = () => game.state!.players[0].investigator!
    expect(inv().trophies).toEqual([{ kind: 'monster', token: expect.objectContaining({ trophies: 2 }) }])
    expect(game.state!.cup.regular).toBe(cup - 1)
    const id = (inv().trophies[0] as { token: { id: string } }).token.id
    expect(wrapper!.text()).toContain('TrofeaMonterey Jack — potwór nr')
    await click(`fix-trophy-monterey-jack-${id}`)
    expect(inv().trophies).toEqual([])
    expect(game.state!.cup.regular).toBe(cup)
  })

  const lines = () => current!.game.boardChanges.map((c) => c.text)

  it('ES-UI-FIX-06 «Złota zasada» a card\'s effect the app did not resolve, built from the rules\' tags: doom by default; Sanity lost by a named investigator, said before it is applied; a count of 0 cannot be applied', async () => {
    const { game } = await withMonster()
    await click('fix-effect-apply')
    expect(game.state!.doom).toBe(1)
    expect(game.lastEntry!.command).toEqual({ type: 'ApplyEffect', data: { tag: 'doom+1', investigator: null } })
    expect(lines()).toEqual(['Tor zagłady: dołóż 1 żeton (razem 1)'])
    await wrapper!.get('[data-testid="fix-effect-kind"]').setValue('sanity-lose')
    await wrapper!.get('[data-testid="fix-effect-n"]').setValue(2)
    await wrapper!.get('[data-testid="fix-effect-who"]').setValue('monterey-jack')
    expect(wrapper!.get('[data-testid="fix-effect-preview"]').text()).toBe('Monterey Jack traci 2 punkty Poczytalności')
    await click('fix-effect-apply')
    expect(game.state!.players[0].investigator!.sanity).toBe(1)
    expect(game.lastEntry!.command).toEqual({ type: 'ApplyEffect', data: { tag: 'active-investigator:sanity-2', investigator: 'monterey-jack' } })
    await wrapper!.get('[data-testid="fix-effect-kind"]').setValue('monsters')
    expect(wrapper!.find('[data-testid="fix-effect-who"]').exists()).toBe(false)
    await wrapper!.get('[data-testid="fix-effect-n"]').setValue(0)
    expect(wrapper!.get('[data-testid="fix-effect-apply"]').attributes('disabled')).toBeDefined()
    expect(wrapper!.find('[data-testid="fix-effect-preview"]').exists()).toBe(false)
    // Refused while a question is open: the reason is shown, nothing changes.
    await wrapper!.get('[data-testid="fix-effect-n"]').setValue(1)
    await click('fix-effect-apply')
    expect(game.state!.pending?.kind).toBe('monster-placement')
    await click('fix-effect-apply')
    expect(wrapper!.get('[data-testid="fix-error"]').text()).toBe('Najpierw odpowiedzcie na otwarte pytanie.')
  })

  it('ES-UI-FIX-07 «Odzyskiwanie Wytrzymałości i Poczytalności» (l.608–612, 640) Sanity restored from the investigator\'s card, the active player\'s card used up; logged and undone', async () => {
    const { game, run } = await withMonster('monterey-jack', 'investigator')
    await run({ type: 'CorrectInvestigator', data: { investigator: 'monterey-jack', sanity: 1 } })
    await click('recover-monterey-jack')
    expect(wrapper!.get('[data-testid="recover-spend-monterey-jack"]').text()).toContain('Przedmiot unikatowy (2)')
    await wrapper!.get('[data-testid="recover-amount-monterey-jack"]').setValue(2)
    await wrapper!.get('[data-testid="recover-spend-monterey-jack"]').setValue('uniqueItem')
    await click('recover-form-monterey-jack', 'submit')
    const inv = () => game.state!.players[0].investigator!
    expect([inv().sanity, inv().items.uniqueItem]).toEqual([3, 1])
    expect(game.lastEntry!.command).toEqual({ type: 'RecoverStat', data: { investigator: 'monterey-jack', stat: 'sanity', amount: 2, spend: 'uniqueItem' } })
    expect(lines()).toEqual(['Monterey Jack: weź 2 żetony Poczytalności (razem 3); odłóż 1 kartę na spód talii Przedmiotów unikatowych (zostaje 1)'])
    expect(wrapper!.find('[data-testid="recover-form-monterey-jack"]').exists()).toBe(false)
    expect((await game.undo()).ok).toBe(true)
    expect([inv().sanity, inv().items.uniqueItem]).toEqual([1, 2])
  })

  it('ES-UI-FIX-08 «Złota zasada» the players\' deck lies otherwise: the card on top of it named, the app deals it next', async () => {
    const { game } = await withMonster()
    await wrapper!.get('[data-testid="fix-deck"]').setValue('other-world')
    const card = game.state!.otherWorldDeck[3]
    expect(wrapper!.get('[data-testid="fix-deck-top"]').attributes('disabled')).toBeDefined()
    await wrapper!.get('[data-testid="fix-deck-card"]').setValue(card)
    await click('fix-deck-top')
    expect(game.state!.otherWorldDeck[0]).toBe(card)
    expect(game.lastEntry!.command).toEqual({ type: 'CorrectAdventureDeck', data: { deck: 'other-world', top: [card] } })
    expect(wrapper!.get('[data-testid="fix-deck-next"]').text()).toMatch(/^Następna do wyłożenia: „.+”$/)
    await click('fix-deal-other-world')
    expect(game.state!.adventures.at(-1)!.card).toBe(card)
  })

  it('ES-UI-FIX-09 «Zdolności Badaczy» (l.734) a once-per-day ability tapped by mistake marked unused again from the card\'s corrections (and used again); logged as a correction, no board line', async () => {
    const { game } = await withMonster('mandy-thompson', 'investigator')
    await click('ability-mandy-thompson')
    expect(game.state!.players[0].investigator!.usedToday).toBe(true)
    expect(wrapper!.get('[data-testid="ability-mandy-thompson"]').attributes('disabled')).toBeDefined()
    await click('correct-mandy-thompson')
    expect(wrapper!.get('[data-testid="correct-ability-mandy-thompson"]').text()).toBe('Zdolność „raz dziennie”: oznacz jako nieużytą')
    await click('correct-ability-mandy-thompson')
    expect(game.state!.players[0].investigator!.usedToday).toBe(false)
    expect(game.lastEntry!.command).toEqual({ type: 'CorrectDailyAbility', data: { investigator: 'mandy-thompson', used: false } })
    expect(game.lastEntry!.events.map((e) => e.cause)).toEqual(['correction'])
    expect(lines()).toEqual([])
    expect(wrapper!.get('[data-testid="ability-mandy-thompson"]').attributes('disabled')).toBeUndefined()
    expect(wrapper!.get('[data-testid="correct-ability-mandy-thompson"]').text()).toBe('Zdolność „raz dziennie”: oznacz jako użytą')
    // An investigator without one has no such button.
    expect(wrapper!.find('[data-testid="correct-ability-monterey-jack"]').exists()).toBe(false)
  })

  it('ES-UI-FIX-10 «Trofea» (l.476–482) an adventure card given as a trophy by hand, from its deck', async () => {
    const { game } = await withMonster()
    await wrapper!.get('[data-testid="fix-trophy-who"]').setValue('monterey-jack')
    expect(wrapper!.get('[data-testid="fix-trophy-add-card"]').attributes('disabled')).toBeDefined()
    await wrapper!.get('[data-testid="fix-trophy-card"]').setValue('the-dreamlands')
    await click('fix-trophy-add-card')
    expect(game.state!.players[0].investigator!.trophies).toEqual([{ kind: 'adventure', card: 'the-dreamlands', deck: 'other-world', value: expect.any(Number) }])
    expect(game.state!.otherWorldDeck).not.toContain('the-dreamlands')
    expect(lines()).toEqual(['Trofea: Monterey Jack — weź kartę „Krainy Snów” z talii Przygód w Innych Światach'])
    // It is no longer offered; it can be taken away again.
    expect(wrapper!.findAll('[data-testid="fix-trophy-card"] option').map((o) => o.attributes('value'))).not.toContain('the-dreamlands')
    await click('fix-trophy-monterey-jack-the-dreamlands')
    expect(game.state!.players[0].investigator!.trophies).toEqual([])
  })

  it('ES-UI-FIX-11 «Karty Mitów» (l.748–758, 582) the Mythos card in play replaced by the one on the table: the form starts from its facts; the old card\'s dice freed, the new one\'s locked; the same facts refused with the reason', async () => {
    const { game } = await withMonster()
    expect(wrapper!.get('[data-testid="fix-mythos-current"]').text()).toBe('W grze: „Karta”')
    await click('fix-mythos-replace')
    expect((wrapper!.get('[data-testid="fix-mythos-title"]').element as HTMLInputElement).value).toBe('Karta')
    await click('fix-mythos-form', 'submit')
    expect(wrapper!.get('[data-testid="fix-error"]').text()).toBe('Te dane ma już karta w grze: zmieńcie któreś z nich albo poprawcie liczby ręcznie.')
    await wrapper!.get('[data-testid="fix-mythos-title"]').setValue('Gwiazdy w koniunkcji')
    await wrapper!.get('[data-testid="fix-mythos-lock"]').setValue('yellow')
    await wrapper!.get('[data-testid="fix-mythos-terrorEffect"]').setValue('doom+1')
    await click('fix-mythos-form', 'submit')
    expect(game.state!.mythos!.card).toMatchObject({ title: 'Gwiazdy w koniunkcji', lockedDie: 'yellow', terrorEffect: 'doom+1' })
    expect(game.state!.dice.yellow).toMatchObject({ at: 'locked' })
    expect(game.lastEntry!.command).toEqual({ type: 'ReplaceMythos', data: { card: expect.objectContaining({ title: 'Gwiazdy w koniunkcji' }), immediate: false } })
    expect(lines()).toEqual([
      'Karta Mitów „Karta”: zdejmij ją ze stołu i połóż w jej miejsce kartę Mitów „Gwiazdy w koniunkcji”',
      'Karta Mitów „Gwiazdy w koniunkcji”: połóż na karcie żółtą kość (zablokowana)',
    ])
    expect(wrapper!.find('[data-testid="fix-mythos-form"]').exists()).toBe(false)
    expect(wrapper!.get('[data-testid="fix-mythos-current"]').text()).toBe('W grze: „Gwiazdy w koniunkcji”')
    expect((await game.undo()).ok).toBe(true)
    expect(game.state!.mythos!.card.title).toBe('Karta')
    expect(game.state!.dice.yellow).toEqual({ at: 'out' })
  })
})
