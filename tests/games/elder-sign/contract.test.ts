/**
 * ES-CONTRACT: the module contract (src/core/module.ts) for Elder Sign, over many seeded random games
 * played with the rules' own sampler (the conformance kit's `playChecked`, more games than the kit's
 * run for every game):
 * - liveness: from every state reached, playing only what the screens offer (`offers`) moves the
 *   game on (`position` changes) or ends it — no dead end, no move that only a correction unlocks;
 * - «Na planszy»: after every command and its undo, every component of the table (`physical`) that
 *   changed is named by a line of `boardChanges`, and the accumulated sheet keeps every piece still
 *   to move until it is ticked;
 * - the export round trip: the file exported at any state reads back to the same state and log, and
 *   written again it is the same text.
 * Then the cases it found, each as a position of its own with its rule id and rulebook line.
 */
import { describe, expect, it } from 'vitest'
import { playChecked, type BoardList } from '../../core/conformance'
import { elderSign } from '@/games/elder-sign/rules'
import esModule from '@/games/elder-sign/module'

const rules = elderSign as never
const board = esModule.boardChanges as BoardList
const screens = esModule.screens.map((s) => s.id)
const GAMES = Number(process.env.ES_CONTRACT_GAMES ?? 300)

describe('ES-CONTRACT the module contract over random games', () => {
  it(`ES-CONTRACT-01..03 «Przebieg gry» (l.231–249), «Walka z Przedwiecznym» (l.921–948), «Zakończenie gry» (l.950–960): ${GAMES} seeded random games — the offered moves lead on, «Na planszy» names every piece moved (command and undo), the export reads back byte for byte`, () => {
    let accepted = 0
    let live = 0
    let boardChecked = 0
    for (let n = 0; n < GAMES; n++) {
      const r = playChecked(rules, `es-contract-${n}`, 60, { screens, board })
      accepted += r.accepted
      live += r.livenessChecked
      boardChecked += r.boardChecked
    }
    expect(accepted).toBeGreaterThan(GAMES * 20)
    expect(live).toBeGreaterThan(GAMES * 20)
    expect(boardChecked).toBeGreaterThan(GAMES * 20)
  }, 900_000)
})

