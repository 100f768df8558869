// @vitest-environment node
/**
 * ES-REPLAY: the Elder Sign example games (scripts/make-es-fixtures.ts) replay headlessly with
 * `npm run replay` to what they show: a seal win after a midnight, an awakening at midnight and a
 * won battle, a devoured investigator (+1 doom, a new investigator).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
interface Out { game: string; summary: { status: string; outcome: { result: string; how?: string } | null; doom: string; elderSigns: string; players: { investigator: string | null; devoured: string[] }[] }; events: { type: string }[] }

function replay(file: string): Promise<{ code: number; out: Out | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', `tests/fixtures/elder-sign/${file}`], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out: error ? null : (JSON.parse(stdout) as Out), stderr })
    })
  })
}

describe('ES-REPLAY Elder Sign game files', () => {
  it('ES-REPLAY-01 «Północ» (l.738–746), «Znak Starszych Bogów» (l.433) seal-win: past a midnight, an Elder Sign at the limit wins', async () => {
    const r = await replay('seal-win.json')
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.game).toBe('elder-sign')
    expect(r.out!.summary.outcome).toEqual({ result: 'won', how: 'sealed' })
    expect(r.out!.summary.elderSigns).toBe('1/1')
    expect(r.out!.events.filter((e) => e.type === 'MidnightStruck').length).toBeGreaterThanOrEqual(1)
  })
  it('ES-REPLAY-02 «Tor zagłady» (l.779), «Walka z Przedwiecznym» (l.921–948) awakening-battle-won: the doom track fills at midnight, the battle is won', async () => {
    const r = await replay('awakening-battle-won.json')
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.events.some((e) => e.type === 'AncientOneAwakened')).toBe(true)
    expect(r.out!.summary.outcome).toEqual({ result: 'won', how: 'battle' })
  })
  it('ES-REPLAY-03 «Pochłonięcie» (l.708–720) devoured: the investigator is devoured, doom +1, the player takes a new one', async () => {
    const r = await replay('devoured.json')
    expect(r.code, r.stderr).toBe(0)
    expect(r.out!.summary.status).toBe('playing')
    expect(r.out!.summary.players[0].devoured).toEqual(['monterey-jack'])
    expect(r.out!.summary.players[0].investigator).toBe('gloria-goldberg')
    expect(r.out!.summary.doom).toBe('1/8')
  })
})
