import type { LogEntry } from '@/core'
import type { EsCommand, EsEvent, EsState } from '@/games/elder-sign/rules'
import type { TableAlert } from '@/shell/module'
import { t } from './i18n'
import { ancientOneName, dieName, investigatorName, playerName, requirementsText } from './names'

type Entry = LogEntry<EsCommand, EsEvent>

/** The kinds of table alerts Elder Sign raises. */
export type EsAlertKind = 'midnight' | 'monster-space' | 'awakening' | 'devoured' | 'eliminated' | 'won' | 'lost'

const join = (parts: readonly (string | null | false | undefined)[]): string => parts.filter((p): p is string => !!p).join(' ')

/**
 * Full-screen notices for one committed command: the thresholds the table must not miss, in the
 * order the events happened (a devouring before the doom token it adds, that token's monster space
 * before the awakening it may cause, the awakening before the battle), each saying what to change
 * on the physical table. The same notice is never given twice for one command.
 *
 * Rulebook: «Północ» (l.738–746), «Tor zagłady» (l.767–781), «Przebudzenie się Przedwiecznego»
 * (l.875–919), «Walka z Przedwiecznym» (l.921–948), «Pochłonięcie» (l.708–720), «Zakończenie gry»
 * (l.950–960).
 */
export function alertsFor(entry: Entry, state: EsState): TableAlert[] {
  const events = entry.events
  const out: TableAlert[] = []
  const add = (kind: EsAlertKind, severity: TableAlert['severity'], title: string, body: string) => {
    if (!out.some((a) => a.title === title && a.body === body)) out.push({ kind, severity, title, body, ...(kind === 'won' || kind === 'lost' ? { read: true } : {}) })
  }
  const after = (i: number) => events.slice(i + 1)
  const ao = ancientOneName(state.ancientOne?.id)
  const track = state.ancientOne?.doomTrack
  const devouredPlayers = new Set<number>()

  events.forEach((e, i) => {
    switch (e.type) {
      case 'MidnightStruck': {
        const extra = e.data.count > 1 ? { count: e.data.count, n: e.data.count - 1 } : null
        if (e.data.battle) {
          add('midnight', 'critical', t('alert.midnight.battle.title'), join([t('alert.midnight.battle', { ao }), extra && t('alert.midnight.extraBattle', extra)]))
        } else {
          add('midnight', 'warning', t('alert.midnight.title'), join([
            t(e.data.firstTurn ? 'alert.midnight.firstTurn' : 'alert.midnight.effects'),
            t('alert.midnight.mythos'),
            extra && t('alert.midnight.extra', extra),
            t('alert.midnight.refresh'),
          ]))
        }
        break
      }
      case 'DoomAdded': {
        // The last space wakes the Ancient One instead: its monster is not asked for (l.877). A
        // token woken at once by the same command discards every monster, so none is drawn either.
        if (!e.data.monsterSpace || (track !== undefined && e.data.to >= track)) break
        const next = after(i)
        if (next.some((x) => x.type === 'AncientOneAwakened')) break
        const prevented = next.find((x) => x.type === 'MonsterPrevented' && x.data.source === 'doom-track')
        const body = prevented && prevented.type === 'MonsterPrevented'
          ? t('alert.monsterSpace.prevented', { space: e.data.to, reason: t(`alert.monsterSpace.reason.${prevented.data.reason}`) })
          : t('alert.monsterSpace.body', { space: e.data.to })
        add('monster-space', 'warning', t('alert.monsterSpace.title'), body)
        break
      }
      case 'AncientOneAwakened': {
        const next = after(i)
        const before = events.slice(0, i)
        const removed = before.filter((x): x is Extract<EsEvent, { type: 'DieRemovedFromGame' }> => x.type === 'DieRemovedFromGame' && !!x.cause?.startsWith('awakening/'))
        const endsGame = next.some((x) => x.type === 'GameLost' && x.data.reason === 'awakened-without-battle')
        const clock = next.some((x) => x.type === 'PhaseChanged' && x.data.phase === 'clock' && !!x.cause?.startsWith('awakening/'))
        const attacks = next.some((x) => x.type === 'ChoiceOpened' && x.data.choice.kind === 'ancient-one-attack')
        // One notice, one tap: what the awakening changes on the table, then how the battle goes (issue #25).
        const battle = !endsGame && !next.some((x) => x.type === 'GameWon' || x.type === 'GameLost')
        add('awakening', 'critical', t('alert.awakening.title', { ao }), join([
          t('alert.awakening.mythos'),
          removed.length > 0 && t('alert.awakening.removed', { n: removed.length, dice: removed.map((x) => dieName(x.data.die)).join(', ') }),
          t('alert.awakening.cards'),
          t('alert.awakening.markers'),
          endsGame ? t('alert.awakening.ends') : clock && t('alert.awakening.clock'),
          !endsGame && attacks && t('alert.awakening.midnight'),
          battle && t('alert.battle.body', { task: requirementsText(state.ancientOne?.combatTask) }),
        ]))
        break
      }
      case 'InvestigatorDevoured': {
        const next = after(i)
        const player = playerName(state, e.data.player)
        devouredPlayers.add(e.data.player)
        const eliminated = next.find((x): x is Extract<EsEvent, { type: 'PlayerEliminated' }> => x.type === 'PlayerEliminated' && x.data.player === e.data.player)
        const doom = next.some((x) => x.type === 'DoomAdded' && x.cause === 'devoured')
        const ownTurn = next.some((x) => x.type === 'PhaseChanged' && x.cause === 'rule/devoured-on-own-turn')
        const lost = next.some((x) => x.type === 'GameLost')
        // In the battle (or woken later by the same command) nobody takes a new investigator (l.714, 944).
        const inBattle = state.status === 'battle' || next.some((x) => x.type === 'AncientOneAwakened')
        let what: string | null = null
        if (!lost) {
          if (eliminated) what = t(eliminated.data.reason === 'devoured-awakened' ? 'alert.devoured.eliminatedAwakened' : 'alert.devoured.eliminated', { player })
          else what = t(inBattle ? 'alert.devoured.battle' : 'alert.devoured.next', { player })
        }
        add('devoured', 'critical', t('alert.devoured.title', { who: investigatorName(e.data.investigator) }), join([
          t('alert.devoured.cards'),
          e.data.spells.length > 0 && t('alert.devoured.spells'),
          doom && t('alert.devoured.doom'),
          ownTurn && t('alert.devoured.ownTurn'),
          what,
        ]))
        break
      }
      case 'PlayerEliminated':
        // A devouring already said it; otherwise the last free investigator went to someone else.
        if (!devouredPlayers.has(e.data.player)) {
          const player = playerName(state, e.data.player)
          add('eliminated', 'warning', t('alert.eliminated.title', { player }), t('alert.eliminated.body'))
        }
        break
      case 'GameWon':
        if (e.data.how === 'sealed') add('won', 'info', t('alert.sealed.title'), t('alert.sealed.body', { n: state.elderSigns, max: state.ancientOne?.elderSignLimit ?? state.elderSigns }))
        else add('won', 'info', t('alert.battleWon.title'), t('alert.battleWon.body'))
        break
      case 'GameLost': {
        const key = `alert.lost.${e.data.reason}`
        const body = t(key)
        add('lost', 'critical', t('alert.lost.title'), body === key ? t('alert.lost.other') : body)
        break
      }
    }
  })
  return out
}
