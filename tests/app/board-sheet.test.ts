/**
 * SHELL-SHEET «Na planszy» accumulates (issue #24): a later command or a pending choice adds to the
 * list and never replaces it; a line stays until the players tick it. The same sheet is checked for
 * every game by the conformance kit (CONF-11); these are its cases one by one, on a tiny board.
 */
import { describe, expect, it } from 'vitest'
import { accumulate, allDone, emptySheet, leftToDo, tick, type BoardSheet } from '../../src/shell/boardSheet'
import { roundLaidOnBoard, type BoardChange } from '../../src/shell/module'
import { shallowRef } from 'vue'
import { boardOf } from '../../src/stores/session-board'

type Board = { doom: number; gate: string | null; clue: number }
const B = (doom: number, gate: string | null = null, clue = 0): Board => ({ doom, gate, clue })
const list = (a: Board, b: Board): BoardChange[] => [
  ...(a.doom !== b.doom ? [{ key: 'doom', icon: 'doom' as const, text: `${b.doom > a.doom ? 'add' : 'remove'} ${Math.abs(b.doom - a.doom)} doom (total ${b.doom})` }] : []),
  ...(a.gate !== b.gate ? [{ key: 'gate', icon: 'gate' as const, text: b.gate ? `open ${b.gate}` : `close ${a.gate}` }] : []),
  ...(a.clue !== b.clue ? [{ key: 'clue', icon: 'clue' as const, text: `clues ${b.clue}` }] : []),
]
const run = (sheet: BoardSheet, a: Board, b: Board, kind: 'command' | 'undo' | 'redo' = 'command') => accumulate(sheet, a, b, list as never, kind)
const texts = (s: BoardSheet) => s.lines.map((l) => `${l.ifDone ? 'if done: ' : ''}${l.change.text}${l.ticked ? ' ✓' : ''}`)

describe('SHELL-SHEET the board sheet accumulates', () => {
  it('SHELL-SHEET-01 a later command adds its lines; the unticked ones stay', () => {
    let s = run(emptySheet(), B(0), B(1, 'woods'))
    s = run(s, B(1, 'woods'), B(1, 'woods', 2))
    expect(texts(s)).toEqual(['add 1 doom (total 1)', 'open woods', 'clues 2'])
    expect(s.n).toBe(2)
  })
  it('SHELL-SHEET-02 a second change of the same piece is one line: the net change since the board last had it', () => {
    let s = run(emptySheet(), B(3), B(4))
    s = run(s, B(4), B(5))
    expect(texts(s)).toEqual(['add 2 doom (total 5)'])
  })
  it('SHELL-SHEET-03 a ticked line is done: the piece\'s next change is listed from there', () => {
    let s = run(emptySheet(), B(3), B(4))
    s = tick(s, 'doom')
    s = run(s, B(4), B(5))
    expect(texts(s)).toEqual(['add 1 doom (total 5)'])
  })
  it('SHELL-SHEET-04 ticked lines leave with the next change; unticked ones of other pieces stay', () => {
    let s = run(emptySheet(), B(0), B(1, 'woods'))
    s = tick(s, 'gate')
    expect(texts(s)).toEqual(['add 1 doom (total 1)', 'open woods ✓'])
    s = run(s, B(1, 'woods'), B(1, 'woods', 1))
    expect(texts(s)).toEqual(['add 1 doom (total 1)', 'clues 1'])
    expect(leftToDo(s)).toBe(2)
  })
  it('SHELL-SHEET-05 an undo of a ticked line asks to take it back', () => {
    let s = run(emptySheet(), B(3), B(4))
    s = tick(s, 'doom')
    s = run(s, B(4), B(3), 'undo')
    expect(texts(s)).toEqual(['remove 1 doom (total 3)'])
    expect(s.lines[0].kind).toBe('undo')
  })
  it('SHELL-SHEET-06 an undo of a line nobody ticked says «if you already did it»: the table knows whether they had', () => {
    let s = run(emptySheet(), B(3), B(4))
    s = run(s, B(4), B(3), 'undo')
    expect(texts(s)).toEqual(['if done: remove 1 doom (total 3)'])
    // Redone: the line asks for the piece again from where the board has it if they did take it back.
    s = run(s, B(3), B(4), 'redo')
    expect(texts(s)).toEqual(['add 1 doom (total 4)'])
  })
  it('SHELL-SHEET-07 a change with nothing for the board leaves the sheet as it is (it does not open again)', () => {
    const s = run(emptySheet(), B(0), B(1))
    expect(run(s, B(1), B(1))).toBe(s)
  })
  it('SHELL-SHEET-08 «all done» empties the sheet; what follows starts a new list', () => {
    let s = allDone(run(emptySheet(), B(0), B(1, 'woods')))
    expect(s.lines).toEqual([])
    s = run(s, B(1, 'woods'), B(2, 'woods'))
    expect(texts(s)).toEqual(['add 1 doom (total 2)'])
  })
  it('SHELL-SHEET-10 the game going on undoes an unticked line: its change is what to do now, plainly (Cults: the opponent takes the Plan marker listed earlier)', () => {
    // Listed by an earlier change, never ticked (a table rarely ticks), then the game takes it back.
    let s = run(emptySheet(), B(0), B(0, 'woods'))
    s = run(s, B(0, 'woods'), B(1, 'woods'))
    s = run(s, B(1, 'woods'), B(1, null))
    expect(texts(s)).toEqual(['close woods', 'add 1 doom (total 1)'])
    const gate = s.lines.find((l) => l.key === 'gate')!
    expect([gate.kind, !!gate.ifDone]).toEqual(['command', false])
    // Listed from here: the gate's next change is its own line.
    s = run(s, B(1, null), B(1, 'cave'))
    expect(texts(s)).toEqual(['open cave', 'add 1 doom (total 1)'])
  })
  it('SHELL-SHEET-11 a redo of an undo nobody ticked is hedged as a redo: «if you already put the board back»', () => {
    let s = allDone(run(emptySheet(), B(3), B(4)))
    s = run(s, B(4), B(3), 'undo')
    expect(texts(s)).toEqual(['remove 1 doom (total 3)'])
    s = run(s, B(3), B(4), 'redo')
    expect(texts(s)).toEqual(['if done: add 1 doom (total 4)'])
    expect(s.lines[0].kind).toBe('redo')
  })
  it('SHELL-SHEET-09 a pending choice\'s answer adds to the card\'s lines (AH2e: 15 lines did become 2)', () => {
    // The card: doom, a gate; the answer (who takes the clue): a clue. All three are listed.
    let s = run(emptySheet(), B(0), B(1, 'woods'))
    s = run(s, B(1, 'woods'), B(1, 'woods', 1))
    expect(leftToDo(s)).toBe(3)
  })

  it('SHELL-SHEET-13 a round laid on the board (the module\'s `boardSettles`): the change that starts the next round leaves «Na planszy» empty — for every command, so on a live table\'s guest as on the tapping phone; never for an undo or a redo', () => {
    type R = Board & { round: number; phase: string }
    const at = (round: number, phase: string, doom: number): R => ({ ...B(doom), round, phase })
    const settles = roundLaidOnBoard('hiding')
    const board = boardOf({ row: shallowRef(null), module: shallowRef({ boardChanges: list, boardSettles: settles }) } as never)
    board.boardMoved(at(1, 'actions', 0), at(1, 'hiding', 2), 'command')
    expect(texts(board.sheet.value)).toEqual(['add 2 doom (total 2)'])
    // The tap that ends the last phase: its own lines go with the round's.
    board.boardMoved(at(1, 'hiding', 2), at(2, 'city', 3), 'command')
    expect(board.sheet.value.lines).toEqual([])
    expect(board.boardStep.value).toBeNull()
    // The next round's lines start a new list.
    board.boardMoved(at(2, 'city', 3), at(2, 'cult', 4), 'command')
    expect(texts(board.sheet.value)).toEqual(['add 1 doom (total 4)'])
    // Undone back over the round's end: what to take back is listed, not swallowed.
    board.boardMoved(at(2, 'city', 4), at(1, 'hiding', 2), 'undo')
    board.boardMoved(at(1, 'hiding', 2), at(2, 'city', 3), 'redo')
    expect(board.sheet.value.lines.length).toBeGreaterThan(0)
    // Only the last phase's end: a round number that does not move, or another phase, settles nothing.
    expect([settles(at(1, 'actions', 0), at(1, 'hiding', 0)), settles(at(0, 'setup', 0), at(1, 'city', 0)), settles(at(3, 'hiding', 0), at(4, 'city', 0))]).toEqual([null, null, 'after'])
  })
})
