import { t } from './i18n'

/**
 * The effect tags the players can pick for a Mythos card they drew (the rules' vocabulary, from the
 * adventures' data): what each does, in words. A card whose effect is not among them is applied by
 * the players by hand (corrections).
 */
export const EFFECT_TAGS = [
  'doom+1', 'doom+2', 'doom+1-per-other-world-in-play', 'monster-appears', 'discard-all-terror-dice', 'adventure-fails',
  'active-investigator:sanity-1', 'active-investigator:stamina-1', 'active-investigator:lose-trophies-1',
  'each-investigator:sanity-1', 'each-investigator:stamina-1', 'each-investigator:choose(lose-trophies-2|sanity-1+stamina-1)',
] as const

/** One effect tag in words (an unknown tag is shown as it is, marked as a card effect). */
export function effectLabel(tag: string): string {
  const key = `fx.${tag}`
  const s = t(key)
  if (s !== key) return s
  const m = /^(active|each)-investigator:(.+)$/.exec(tag)
  if (m) {
    const parts = m[2].replace(/^choose\((.+)\)$/, '$1').split('|').map((o) => o.split('+').map(atom).join(', '))
    return t(`fx.who.${m[1]}`, { what: parts.join(t('fx.or')) })
  }
  return t('fx.unknown', { tag })
}

function atom(a: string): string {
  const m = /^(sanity|stamina|clues|lose-trophies)([+-]?\d+)$/.exec(a) ?? /^(lose-trophies)-(\d+)$/.exec(a)
  if (!m) return a
  const n = Math.abs(Number(m[2]))
  return t(`fx.atom.${m[1]}`, { n })
}
