import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { tokenName } from '@/games/ah3e/ui/names'
import { ah3eData } from '@/games/ah3e/data'

/** AH3E-NAME: every mythos token has a name in the UI language; no English word in a Polish sentence. */
afterEach(() => {
  locale.value = 'pl'
})

describe('AH3E-NAME token names', () => {
  it.each(ah3eData.tokens.mythosTokenTypes.map((x) => [x.id, x.name.en] as const))('AH3E-NAME-01 %s has a Polish name (the rulebook\'s, or the app\'s translation) and its English one', (id, en) => {
    locale.value = 'pl'
    const pl = tokenName(id)
    expect(pl).not.toBe(en)
    expect(pl).not.toBe(id)
    locale.value = 'en'
    expect(tokenName(id)).toBe(en)
  })
})
