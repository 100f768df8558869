import { describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { t } from '@/games/ah2e/ui/i18n'
import { aoNote, describeCause, describeCommand, describeEvent } from '@/games/ah2e/ui/describe'
import { innsmouthData } from '@/games/ah2e/data/innsmouth'
import { placeName } from '@/games/ah2e/ui/names'
import { ah2eData } from '@/games/ah2e/data'
import { ah2e } from '@/games/ah2e/rules'
import { execute, newSession } from '@/core'
import type { Ah2eCommand, Ah2eEvent } from '@/games/ah2e/rules'
import { answerFor } from '../../../scripts/lib/ah2e-autoplay'

describe('UI strings of AH2e', () => {
  it('I18N-04 every event of a played game reads as a sentence in both languages', () => {
    let s = newSession(ah2e, 'i18n-seed')
    const run = (c: Ah2eCommand) => {
      const r = execute(ah2e, s, c)
      if (r.ok) s = r.value.session
    }
    run({ type: 'SetUpGame', data: { players: 8, ancientOne: 'cthulhu' } })
    for (let i = 0; i < 12; i++) {
      run({ type: 'DrawMythosCard', data: {} })
      const p = s.state.pending
      if (p?.kind === 'surge-placement') {
        const base = Math.floor(p.total / p.gates.length)
        const extra = p.total % p.gates.length
        const counts = Object.fromEntries(p.gates.map((g, j) => [g, base + (j < extra ? 1 : 0)]))
        let room = p.room ?? p.total
        const onBoard = Object.fromEntries(p.gates.map((g) => { const n = Math.min(room, counts[g]); room -= n; return [g, n] }))
        run({ type: 'PlaceSurge', data: { counts, onBoard } })
      } else if (p?.kind === 'monster-destination') run({ type: 'ChooseMonsterDestination', data: { uid: p.uid, to: p.options[0] } })
      else if (p?.kind === 'clue-taker') run({ type: 'ChooseClueTaker', data: { investigatorId: p.candidates[0] } })
    }
    run({ type: 'RaiseTerror', data: { amount: 4 } })
    run({ type: 'AwakenAncientOne', data: {} })
    const events = s.entries.flatMap((e) => e.events)
    expect(events.length).toBeGreaterThan(20)
    for (const l of ['pl', 'en'] as const) {
      locale.value = l
      for (const e of events) {
        const text = describeEvent(e, s.state)
        expect(text, e.type).not.toMatch(/^(ev|alert|awaken|phase|mythosStep)\./)
        expect(text, e.type).not.toMatch(/\{\w+\}/)
        const cause = describeCause(e.cause)
        expect(cause.startsWith('cause.'), String(e.cause)).toBe(false)
        if (e.cause) expect(cause, `cause ${e.cause} has a translation`).not.toBe(e.cause)
      }
    }
    locale.value = 'pl'
  })

  it('I18N-06 every Innsmouth event and cause reads as a sentence in both languages, Innsmouth places have names', () => {
    const events: Ah2eEvent[] = []
    const game = (seed: string, ao: string, commands: Ah2eCommand[]) => {
      let s = newSession(ah2e, seed)
      for (const c of [{ type: 'SetUpGame', data: { players: 1, ancientOne: ao, expansions: ['innsmouth'], herald: 'father-dagon' } } as Ah2eCommand, ...commands]) {
        const r = execute(ah2e, s, c)
        if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`)
        s = r.value.session
        events.push(...r.value.entry.events)
        while (s.state.pending) {
          const answered = execute(ah2e, s, answerFor(s.state.pending))
          if (!answered.ok) throw new Error(answered.error.code)
          s = answered.value.session
          events.push(...answered.value.entry.events)
        }
      }
      return s
    }
    game('i18n-inn-1', 'ghatanothoa', [
      { type: 'DrawMythosCard', data: { cardId: 'shipwreck' } },
      { type: 'GainClues', data: { investigatorId: 'inv-1', count: 6 } },
      { type: 'SpendCluesOnFedsRaid', data: { investigatorId: 'inv-1', neighbourhood: 'factory-district', count: 2 } },
      { type: 'SpendCluesOnFedsRaid', data: { investigatorId: 'inv-1', neighbourhood: 'church-green', count: 2 } },
      { type: 'PreventGate', data: { location: 'marsh-refinery' } },
      { type: 'PreventGate', data: {} },
      { type: 'SpendCluesOnFedsRaid', data: { investigatorId: 'inv-1', neighbourhood: 'innsmouth-shore', count: 2 } },
      { type: 'AdjustDeepOnesRising', data: { delta: 2 } },
      { type: 'AdjustDeepOnesRising', data: { delta: -1 } },
      { type: 'AdjustAncientOneCounter', data: { key: 'ghatanothoa-visage', delta: 4 } },
      { type: 'DrawInnsmouthLook', data: { count: 3, investigatorId: 'inv-1' } },
      { type: 'SetPersonalStory', data: { investigatorId: 'inv-1', story: 'Search', status: 'active' } },
      { type: 'SetPersonalStory', data: { investigatorId: 'inv-1', story: null, status: 'passed' } },
      { type: 'SetPersonalStory', data: { investigatorId: 'inv-1', story: 'Search', status: 'failed' } },
      { type: 'DefineMonsterKind', data: { id: 'deep-one', name: 'Deep One', dimension: 'plus', movement: 'aquatic', count: 2, mask: false, spawn: false } },
      { type: 'DefineArrow', data: { space: 'falcon-point', colour: 'white', to: 'vortex' } },
      { type: 'PlaceMonster', data: { uid: 'deep-one#1', to: 'falcon-point' } },
      { type: 'MonsterEntersVortex', data: { uid: 'deep-one#1' } },
      { type: 'AdjustDoom', data: { delta: 7 } },
      { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'marsh-refinery' } },
      { type: 'ResolveVigilanceCheck', data: { investigatorId: 'inv-1', passed: true } },
      { type: 'MoveInvestigator', data: { investigatorId: 'inv-1', to: 'gilman-house-hotel' } },
      { type: 'ResolveVigilanceCheck', data: { investigatorId: 'inv-1', passed: false } },
      { type: 'DrawMythosCard', data: { cardId: 'the-innsmouth-plague' } },
      { type: 'AdjustDeepOnesRising', data: { delta: 4 } },
    ])
    game('i18n-inn-2', 'quachil-uttaus', [{ type: 'DevourInvestigator', data: { investigatorId: 'inv-1' } }])
    game('i18n-inn-3', 'zhar', [{ type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} }, { type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 11 } }])
    game('i18n-inn-4', 'rhan-tegoth', [{ type: 'AdjustAncientOneCounter', data: { key: 'drained-stamina', delta: 2 } }, { type: 'AwakenAncientOne', data: {} }, { type: 'StartBattleRound', data: {} }, { type: 'RecordBattleAttack', data: { investigatorId: 'inv-1', successes: 3 } }])
    const seen = new Set(events.map((e) => e.type))
    for (const type of ['UprisingTokenPlaced', 'DeepOnesRisingCorrected', 'MonsterEnteredVortex', 'FedsRaidCluesPlaced', 'FedsRaided', 'StateOfEmergencyDeclared',
      'AncientOneCounterAdjusted', 'InnsmouthLookDrawn', 'PersonalStorySet', 'MonsterKindDefined', 'ArrowDefined', 'GatePrevented',
      'VigilanceCheckDue', 'VigilanceCheckPassed', 'InvestigatorArrested']) expect(seen, type).toContain(type)
    const causes = new Set(events.map((e) => e.cause))
    for (const cause of ['rule/gate-prevented-uprising', 'rule/vortex-terror', 'rule/vortex-uprising', 'rule/feds-raid', 'rule/state-of-emergency', 'rule/deep-ones-rising',
      'rule/ghatanothoa-fourth-visage', 'rule/state-of-emergency-vigilance', 'rule/vigilance-arrest', 'rule/quachil-uttaus-first-player-devoured', 'rule/zhar-second-being', 'rule/rhan-tegoth-extra-successes', 'mythos/doom-instead-of-gate']) expect(causes, cause).toContain(cause)
    for (const l of ['pl', 'en'] as const) {
      locale.value = l
      for (const e of events) {
        const text = describeEvent(e, null)
        expect(text, e.type).not.toMatch(/^(ev|alert|awaken|aoCounter|arrowColour)\./)
        expect(text, e.type).not.toMatch(/\{\w+\}/)
        if (e.cause) expect(describeCause(e.cause), `cause ${e.cause} has a translation`).not.toBe(e.cause)
      }
      expect(placeName('devil-reef')).toBe(l === 'pl' ? 'Diabelska Rafa' : 'Devil Reef')
      expect(placeName('vortex')).toBe(t('place.vortex'))
    }
    locale.value = 'pl'
  })

  it('I18N-14 the table rules\' events, causes and commands (closed places, positions, explored markers, Sanity and Stamina, Lost in Time and Space) read in both languages', () => {
    const h = { sanity: 2, maxSanity: 5, stamina: 3, maxStamina: 4 }
    const events: Ah2eEvent[] = [
      { type: 'ExploredMarkerPlaced', data: { investigatorId: 'inv-1', location: 'woods' }, cause: 'rule/explored-on-return' },
      { type: 'InvestigatorMoved', data: { investigatorId: 'inv-1', to: 'woods' }, cause: 'rule/return-through-gate' },
      { type: 'InvestigatorMoved', data: { investigatorId: 'inv-1', to: 'miskatonic-u-streets' }, cause: 'rule/closed-location-to-street' },
      { type: 'PositionTrackingSet', data: { on: true }, cause: 'manual' },
      { type: 'PositionTrackingSet', data: { on: false }, cause: 'manual' },
      { type: 'HealthSet', data: { investigatorId: 'inv-1', health: h }, cause: 'rule/elder-sign-cost' },
      { type: 'HealthSet', data: { investigatorId: 'inv-1', health: null }, cause: 'manual' },
      ...(['insane-regain', 'unconscious-regain', 'lost-regain'] as const).map((c): Ah2eEvent => ({ type: 'HealthSet', data: { investigatorId: 'inv-1', health: h }, cause: `rule/${c}` })),
      ...(['insane', 'unconscious'] as const).flatMap((kind) => (['town', 'other-world', 'unknown'] as const).map((where): Ah2eEvent => ({ type: 'InvestigatorKnockedOut', data: { investigatorId: 'inv-1', kind, where }, cause: `rule/${kind}` }))),
      { type: 'CluesSpent', data: { investigatorId: 'inv-1', count: 2 }, cause: 'rule/knocked-out-half-clues' },
      { type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId: 'inv-1', returnsAtTurn: 5 }, cause: 'rule/lost-in-other-world' },
      { type: 'InvestigatorLostInTimeAndSpace', data: { investigatorId: 'inv-1' }, cause: 'manual' },
      { type: 'InvestigatorReturnedFromLostInTimeAndSpace', data: { investigatorId: 'inv-1', to: 'uptown-streets' }, cause: 'manual' },
      ...(['maximum-zero-devours', 'sanity-and-stamina-zero-devours', 'final-battle-zero-devours'] as const).map((c): Ah2eEvent => ({ type: 'InvestigatorDevoured', data: { investigatorId: 'inv-1', reason: c }, cause: `rule/${c}` })),
    ]
    const commands = ['SetPositionTracking', 'SetHealth', 'ChangeHealth', 'ReturnFromLostInTimeAndSpace'] as const
    for (const l of ['pl', 'en'] as const) {
      locale.value = l
      for (const e of events) {
        const text = describeEvent(e, null)
        expect(text, e.type).not.toMatch(/^(ev|alert)\./)
        expect(text, e.type).not.toMatch(/\{\w+\}/)
        expect(describeCause(e.cause), `cause ${e.cause}`).not.toBe(e.cause)
      }
      for (const c of commands) expect(describeCommand({ type: c } as Ah2eCommand), c).not.toMatch(/^cmd\./)
    }
    locale.value = 'pl'
    expect(describeEvent(events[0], null)).toBe('Badacz 1: znacznik eksploracji pod pionkiem (Las).')
    expect(describeEvent(events[11], null)).toBe('Badacz 1: Poczytalność 0 w Innym Świecie — zagubienie w czasie i przestrzeni.')
  })

  it('I18N-07 «Nowi Przedwieczni»: each Innsmouth Ancient One has its clarification in both languages; base ones have none', () => {
    for (const l of ['pl', 'en'] as const) {
      locale.value = l
      for (const ao of innsmouthData.ancientOnes.ancientOnes) expect(aoNote(ao.id)?.length ?? 0, `${l} ${ao.id}`).toBeGreaterThan(40)
      expect(aoNote('azathoth')).toBeNull()
    }
    locale.value = 'pl'
  })

  it('I18N-05 Polish place names match the Polish board where the rulebook attests them', () => {
    locale.value = 'pl'
    expect(placeName('black-cave')).toBe('Czarna Jaskinia')
    expect(placeName('sky')).toBe('Przestworza')
    expect(placeName('outskirts')).toBe('Peryferia')
    const attested = ah2eData.spaces.filter((s) => s.name.plAttested)
    expect(attested.length).toBeGreaterThan(15)
    for (const s of attested) expect(placeName(s.id)).toBe(s.name.pl)
    locale.value = 'en'
    expect(placeName('black-cave')).toBe('Black Cave')
    expect(t('gauge.doom')).toBe('Doom')
    locale.value = 'pl'
    expect(t('gauge.doom')).toBe('Zagłada')
  })
})
