import type { LogEntry } from '@/core'
import { terrorTier, type Ah3eCommand, type Ah3eEvent, type Ah3eState } from '@/games/ah3e/rules'
import type { TableAlert } from '@/shell/module'
import { t } from './i18n'
import { hoodInline, hoodSubject, spaceName } from './names'

type Entry = LogEntry<Ah3eCommand, Ah3eEvent>

/** The kinds of table alerts AH3e raises. */
export type Ah3eAlertKind =
  | 'overflow' | 'outbreak' | 'anomaly' | 'terror-tier' | 'sheet-band' | 'event-deck-empty' | 'terror-deck-empty' | 'headline-deck-empty' | 'investigator-lost' | 'runaway'
  | 'won' | 'lost' | 'series-won' | 'series-lost'

/**
 * Full-screen notices for one committed command: the thresholds the table must not miss, in the
 * order they happened, each saying what to change on the physical board. The same notice is never
 * given twice for one command.
 *
 * Rulebook «Żetony zagłady» (l.291–297), «Szerzenie się grozy» (l.325–327), «Talia wydarzeń»
 * (l.541–555), «Spotkania grozy» (l.338–349), «Tryb nieuniknionego» (l.683–712); supplement §2 (headlines), §3.6–3.7, §4.6.
 */
/** The end of a scenario or a series: a notice to read, nothing to change on the board («Rozumiem»). */
const TO_READ: ReadonlySet<Ah3eAlertKind> = new Set(['won', 'lost', 'series-won', 'series-lost'])

export function alertsFor(entry: Entry, state: Ah3eState): TableAlert[] {
  const out: TableAlert[] = []
  const add = (kind: Ah3eAlertKind, severity: TableAlert['severity'], title: string, body: string) => {
    if (!out.some((a) => a.title === title && a.body === body)) out.push({ kind, severity, title, body, ...(TO_READ.has(kind) ? { read: true } : {}) })
  }
  // «… (the sheet's doom: N)», formatted only for the alerts that say it.
  const sheetText = () => t('alert.sheet', { n: state.sheetDoom })
  for (const e of entry.events) {
    switch (e.type) {
      case 'DoomOverflowed':
        // While the players pick the space, the question itself is the notice: it is asked where they
        // tapped (in the neighbourhood's card, or on the Mythos screen), in red, announced, and nothing
        // goes on until it is answered — a full-screen notice over it was one more tap to the same
        // words. Resolved at once (one space to clear), the notice says what was done, with the sheet.
        if (state.pending?.kind !== 'overflow-space') add('overflow', 'critical', t('alert.overflow.title'), `${t('alert.overflow.body', { hood: hoodInline(e.data.neighbourhood) })} ${sheetText()}`)
        break
      case 'OutbreakStarted':
        add('outbreak', 'warning', t('alert.outbreak.title'), `${t('alert.outbreak.body', { space: spaceName(e.data.space) })} ${sheetText()}`)
        break
      case 'AnomalyAppeared':
        add('anomaly', 'warning', t('alert.anomaly.title'), t('alert.anomaly.body', { hood: hoodInline(e.data.neighbourhood) }))
        break
      case 'TerrorSpread':
        // «Spotkania grozy» (l.338–349): at 3 and at 5 terror the neighbourhood's terror encounters read the next section.
        if (e.data.terror === 3 || e.data.terror === 5) add('terror-tier', 'warning', t('alert.terrorTier.title'), t('alert.terrorTier.body', { hood: hoodSubject(e.data.neighbourhood), terror: e.data.terror, tier: t(`tier.${terrorTier(e.data.terror)}`) }))
        break
      case 'SheetBandReached':
        add('sheet-band', 'critical', t('alert.band.title', { n: e.data.band }), t('alert.band.body'))
        break
      case 'EventDeckEmpty':
        add('event-deck-empty', 'warning', t('alert.eventDeck.title'), `${t('alert.eventDeck.body')} ${sheetText()}`)
        break
      case 'TerrorSpreadPrevented':
        add('terror-deck-empty', 'warning', t('alert.terrorDeck.title'), `${t('alert.terrorDeck.body', { hood: hoodInline(e.data.neighbourhood) })} ${sheetText()}`)
        break
      case 'HeadlineDeckEmpty':
        add('headline-deck-empty', 'warning', t('alert.headlines.title'), `${t('alert.headlines.body')} ${sheetText()}`)
        break
      case 'InvestigatorLeft':
        // In an Inevitable series a defeated or devoured investigator is out for the rest of it (l.702–705): said here, not only on the series screen.
        if (e.data.how !== 'retired') add('investigator-lost', 'warning', t(`alert.lost.${e.data.how}.title`, { investigator: e.data.investigator }), [t('alert.lost.body'), ...(state.series ? [t('alert.lost.series', { investigator: e.data.investigator })] : []), sheetText()].join(' '))
        break
      case 'ChainStopped':
        // Stopped at its first repeat (AH3E-OUTB-03): only what the board list shows was done; an older game's guard stop: finish by hand.
        if (e.data.why === 'repeat') add('runaway', 'critical', t('alert.runaway.repeat.title'), `${t('alert.runaway.repeat.body')} ${sheetText()}`)
        else add('runaway', 'critical', t('alert.runaway.title'), t('alert.runaway.body'))
        break
      case 'GameEnded':
        // A win is good news (the green notice); a loss is the red alarm.
        add(e.data.result, e.data.result === 'won' ? 'info' : 'critical', t(`alert.${e.data.result}.title`), t(`alert.${e.data.result}.${e.data.reason}`))
        break
      case 'SeriesEnded':
        add(`series-${e.data.result}`, e.data.result === 'won' ? 'info' : 'critical', t(`alert.series.${e.data.result}.title`), t(`alert.series.${e.data.result}.body`, { n: e.data.games }))
        break
    }
  }
  return out
}
