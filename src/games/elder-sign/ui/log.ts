import type { LogEntry } from '@/core'
import type { EsCommand, EsEvent, Phase } from '@/games/elder-sign/rules'
import type { LogGroup, LogGrouper } from '@/shell/module'
import { logAnnotator, HIDDEN_EVENTS } from './describe'
import { t } from './i18n'
import { ancientOneName, investigatorName, playerLabel } from './names'

export { HIDDEN_EVENTS }

type Entry = LogEntry<EsCommand, EsEvent>

/** Where the game stood when a command was given (the log's group of that command). */
type Section = 'setup' | 'turn' | 'midnight' | 'awakening'

/**
 * The log's headings, in order: the setup (up to the first turn, the first Mythos card included),
 * then «Tura N · gracz (Badacz) · faza» for each phase of each turn, midnight as its own heading
 * (the command that struck it and the answers it asked for), the awakening, and the battle's turns
 * under «Walka z Przedwiecznym · tura N · …». Each command goes under the situation it started
 * from; everything is read from the events themselves. Also remembers, for the sentences, the
 * value each Sanity/Stamina/clue change started from (`annotateLog`).
 */
export function logGrouper(): LogGrouper<EsCommand, EsEvent> {
  const annotate = logAnnotator()
  const out: LogGroup<EsCommand, EsEvent>[] = []
  const used = new Map<string, number>()
  let names: string[] = []
  let investigators: (string | null)[] = []
  let ao: string | null = null
  let started = false
  let turn = 0
  let player = 0
  let phase: Phase = 'movement'
  let midnight = false
  let battle = false
  let lastKey = ''
  const add = (entry: Entry): void => {
    annotate(entry)
    const events = entry.events
    const section: Section = !started
      ? 'setup'
      : events.some((e) => e.type === 'AncientOneAwakened')
        ? 'awakening'
        : midnight || events.some((e) => e.type === 'MidnightStruck') ? 'midnight' : 'turn'
    const base = section === 'setup' ? 'setup' : `${battle ? 'battle' : 'turn'}:${turn}:${section === 'turn' ? phase : section}`
    if (base !== lastKey) {
      const who = investigators[player]
      const playerText = who ? t('log.player', { player: playerLabel(names[player], player), investigator: investigatorName(who) }) : t('log.playerNoInvestigator', { player: playerLabel(names[player], player) })
      const phaseText = section === 'midnight' ? t('phase.midnight') : t(`phase.${battle && phase === 'action' ? 'attack' : phase}`)
      const label =
        section === 'setup' ? t('log.setup')
          : section === 'awakening' ? t('log.awakening', { turn, player: playerText, ao: ancientOneName(ao) })
            : t(battle ? 'log.battleTurn' : 'log.turn', { turn, player: playerText, phase: phaseText })
      // A heading that comes back later (it should not) still gets a key of its own.
      const n = used.get(base) ?? 0
      used.set(base, n + 1)
      out.push({ key: n ? `${base}#${n}` : base, label, items: [] })
      lastKey = base
    }
    out[out.length - 1].items.push(entry)
    for (const e of events) {
      switch (e.type) {
        case 'GameSetUp':
          names = e.data.players.map((p) => p.name)
          investigators = e.data.players.map((p) => p.investigator.id)
          ao = e.data.ancientOne.id
          break
        case 'InvestigatorJoined':
          investigators[e.data.player] = e.data.investigator.id
          break
        case 'InvestigatorDevoured':
          investigators[e.data.player] = null
          break
        case 'TurnStarted':
          started = true
          turn = e.data.number
          player = e.data.player
          phase = e.data.clockOnly ? 'clock' : e.data.battle ? 'action' : 'movement'
          break
        case 'PhaseChanged':
          phase = e.data.phase
          break
        case 'MidnightStruck':
          midnight = true
          break
        case 'MidnightEnded':
          midnight = false
          break
        case 'AncientOneAwakened':
          battle = true
          break
      }
    }
  }
  return { add, groups: out }
}

