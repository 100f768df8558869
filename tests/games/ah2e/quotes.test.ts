import { afterEach, describe, expect, it } from 'vitest'
import { locale } from '@/i18n'
import { nestQuotes } from '@/games/ah2e/ui/quotes'
import { t } from '@/games/ah2e/ui/i18n'
import { allyName } from '@/games/ah2e/ui/names'

/**
 * A quoted name that holds quotes itself (review ah2e-es, finding 15: «Sprzymierzeńca „Tom „Góra”
 * Murphy”»): the inner pair becomes the language's inner quotes.
 */
afterEach(() => {
  locale.value = 'pl'
})

describe('QUOTES quotes inside quotes', () => {
  it('QUOTES-01 Polish nests „…»…«…”, English “…‘…’…”; one level and unpaired quotes stay as they are', () => {
    expect(nestQuotes('Sprzymierzeńca „Tom „Góra” Murphy”.', 'pl')).toBe('Sprzymierzeńca „Tom »Góra« Murphy”.')
    expect(nestQuotes('„a” i „b”', 'pl')).toBe('„a” i „b”')
    expect(nestQuotes('„a „b „c” b” a”', 'pl')).toBe('„a »b „c” b« a”')
    expect(nestQuotes('„niedomknięty „cytat”', 'pl')).toBe('„niedomknięty „cytat”')
    expect(nestQuotes('ally “Tom "Mountain" Murphy”', 'en')).toBe('ally “Tom ‘Mountain’ Murphy”')
    expect(nestQuotes('ally “Tom “Mountain” Murphy”', 'en')).toBe('ally “Tom ‘Mountain’ Murphy”')
    expect(nestQuotes('no quotes "here"', 'en')).toBe('no quotes "here"')
  })

  it('QUOTES-02 (review ah2e-es, finding 15) the terror alert names the boxed ally Tom „Góra” Murphy with inner quotes', () => {
    locale.value = 'pl'
    expect(t('alert.terror.bodyAlly', { level: 3, ally: allyName('tom-mountain-murphy') })).toContain('Sprzymierzeńca „Tom »Góra« Murphy”')
    locale.value = 'en'
    expect(t('alert.terror.bodyAlly', { level: 3, ally: allyName('tom-mountain-murphy') })).toContain('“Tom ‘Mountain’ Murphy”')
  })
})
