import { afterEach, describe, expect, it } from 'vitest'
import { createRng, execute, newSession, undoTo, type Session } from '@/core'
import { locale } from '@/i18n'
import { DIE_IDS, elderSign, type EsCommand, type EsEvent, type EsState } from '@/games/elder-sign/rules'
import { boardChanges } from '@/games/elder-sign/ui/board'
import { adventureFinder } from '@/games/elder-sign/ui/names'
import { clock, complete, d, given, move, mythos, play, roll, token, when, type S } from './harness'

/**
 * «On the board» (Na planszy): after a command and after its undo, the lines the players work
 * through on the physical table. Each case plays real commands from a position built with the
 * harness and checks the lines in Polish (the table plays the Polish edition) and, where the
 * wording matters, in English.
 */
const texts = (before: EsState, after: EsState, l: 'pl' | 'en' = 'pl') => {
  locale.value = l
  return boardChanges(before, after).map((c) => c.text)
}
/** The state after undoing the last `n` commands. */
const undone = (s: S, n = 1) => {
  const r = undoTo(elderSign, s, s.entries[s.entries.length - n].seq - 1)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}
const effect = (tag: string): EsCommand => ({ type: 'ApplyEffect', data: { tag } })
const appear = effect('monster-appears')
const noSpaces = { aoFacts: { monsterSpaces: [] } }

afterEach(() => {
  locale.value = 'pl'
})

describe('ES-BOARD «Na planszy»: what to change on the physical table after every command and undo', () => {
  it('ES-BOARD-01 «Rozpatrywanie przygody», «Trofea» a completed adventure: the card and its monster to the trophies, the new card by name in its place, the gate card, the freed die, the marker to the Entrance; the undo takes each back', () => {
    const p = given().cards('the-writing-on-the-wall', 'the-missing-records').deckTop('the-hall-of-the-dead').did(appear)
      .did({ type: 'PlaceMonster', data: { card: 'the-writing-on-the-wall', spot: { kind: 'empty', slot: 0 }, token: token([{ terror: 1 }], { name: 'Kultysta', lockedDie: 'green' }) } })
      .did(move('the-writing-on-the-wall'))
    const w = play(roll(p, ['lore', 'peril', 'investigation-3', 'peril', 'peril']).session, complete('t0', 'green-2', 'green-3', 'green-4'))
    // An item defeats the monster on the last open task: the adventure is completed.
    const end = when(w.session, { type: 'DefeatMonster', data: { token: 'm1', spend: 'commonItem' } })
    const ow = end.state.adventures.find((a) => a.deck === 'other-world')!.card
    const owTitle = d.adventures.find((a) => a.id === ow)!.name.pl
    expect(texts(end.before, end.state)).toEqual([
      'Przygoda „Napis na ścianie”: zabierz kartę — trofeum bierze Mandy Thompson',
      'Przygoda „Sala Umarłych”: znajdź kartę w talii Przygód i połóż ją w miejsce karty „Napis na ścianie”',
      `Inny Świat „${owTitle}”: znajdź kartę w talii Przygód w Innych Światach i połóż ją pod kartami Przygód`,
      'Przygoda „Napis na ścianie”: zdejmij potwora „Kultysta” (nr 1) — trofeum bierze Mandy Thompson',
      'Potwór „Kultysta” (nr 1): zdejmij zieloną kość i odłóż obok arkusza Wejścia',
      'Mandy Thompson: przesuń znacznik — „Napis na ścianie” → arkusz Wejścia',
      'Mandy Thompson: dobierz 1 kartę z talii Zaklęć (razem 1)',
    ])
    // The card to deal carries how to find it (its Polish title is the app's translation): the finder, as a second line.
    locale.value = 'pl'
    const deal = boardChanges(end.before, end.state).find((c) => c.key === 'adventure:the-hall-of-the-dead')
    expect(deal?.detail).toBe(adventureFinder('the-hall-of-the-dead'))
    expect(deal?.detail).toMatch(/\S/)
    expect(texts(end.before, end.state, 'en').slice(0, 2)).toEqual([
      'Adventure “The Writing on the Wall”: take the card — a trophy for Mandy Thompson',
      'Adventure “The Hall of the Dead”: find the card in the Adventure deck and lay it where “The Writing on the Wall” was',
    ])
    expect(texts(end.state, undone(end.session))).toEqual([
      'Przygoda „Sala Umarłych”: odłóż kartę z powrotem do talii Przygód',
      `Inny Świat „${owTitle}”: odłóż kartę z powrotem do talii Przygód w Innych Światach`,
      'Przygoda „Napis na ścianie”: połóż kartę z powrotem (Mandy Thompson oddaje ją ze swoich trofeów)',
      'Przygoda „Napis na ścianie”: połóż z powrotem potwora „Kultysta” (nr 1) na pustym zadaniu potwora (Mandy Thompson oddaje go ze swoich trofeów)',
      'Potwór „Kultysta” (nr 1): połóż na żetonie zieloną kość (zablokowana)',
      'Mandy Thompson: przesuń znacznik — arkusz Wejścia → „Napis na ścianie”',
      'Mandy Thompson: odłóż 1 kartę na spód talii Zaklęć (zostaje 0)',
    ])
  })

  it('ES-BOARD-02 «Nagrody i kary», «Wykonywanie zadań potworów» a failed adventure: the monster defeated on the way is a trophy, its die freed, the penalty paid; the marker stays; the undo reverses each', () => {
    const p = given().cards('the-hall-of-the-dead').did(appear)
      .did({ type: 'PlaceMonster', data: { card: 'the-hall-of-the-dead', spot: { kind: 'under' }, token: token([{ lore: 1 }], { trophies: 2, lockedDie: 'yellow' }) } })
      .did(move('the-hall-of-the-dead'))
    const w = play(roll(p, ['lore', 'peril', 'peril', 'peril', 'peril', 'peril']).session, complete('m:m1', 'green-1'))
    const f = when(w.session, { type: 'FailAdventure', data: {} })
    expect(texts(f.before, f.state)).toEqual([
      'Przygoda „Sala Umarłych”: zdejmij potwora nr 1 — trofeum bierze Mandy Thompson',
      'Potwór nr 1: zdejmij żółtą kość i odłóż obok arkusza Wejścia',
      'Mandy Thompson: odłóż 1 żeton Wytrzymałości (zostaje 4)',
    ])
    expect(texts(f.before, f.state, 'en')).toEqual([
      'Adventure “The Hall of the Dead”: take monster no. 1 — a trophy for Mandy Thompson',
      'Monster no. 1: take the yellow die off and put it beside the Entrance',
      'Mandy Thompson: return 1 Stamina token (now 4)',
    ])
    expect(texts(f.state, undone(f.session))).toEqual([
      'Przygoda „Sala Umarłych”: połóż z powrotem potwora nr 1 pod ostatnim zadaniem (Mandy Thompson oddaje go ze swoich trofeów)',
      'Potwór nr 1: połóż na żetonie żółtą kość (zablokowana)',
      'Mandy Thompson: weź 1 żeton Wytrzymałości (razem 5)',
    ])
    // A failure whose penalty is doom: one line on the track.
    const g = when(given().cards('gala-in-the-great-hall').did(move('gala-in-the-great-hall')), { type: 'FailAdventure', data: {} })
    expect(texts(g.before, g.state)).toEqual(['Tor zagłady: dołóż 1 żeton (razem 1)'])
  })

  it('ES-BOARD-03 «Północ», «Karty Mitów» midnight: the hand to XII, then the old Mythos card to the bottom, the new one by its title, its doom and its locked die; the undo of the draw takes the card back to the top', () => {
    const p = given(noSpaces).cards('the-missing-records').with({ type: 'ClockCorrected', data: { to: 'IX' } }, { type: 'TurnStarted', data: { number: 2, player: 0, battle: false, clockOnly: false } })
    const c = play(p.build(), move('entrance'), { type: 'PassAction', data: {} }, clock())
    expect(c.state.pending?.kind).toBe('mythos-card')
    expect(texts(c.before, c.state)).toEqual(['Zegar: ustaw wskazówkę na XII (północ)'])
    expect(texts(c.before, c.state, 'en')).toEqual(['Clock: set the hand to XII (midnight)'])
    const m = when(c.session, mythos({ title: 'Zła gwiazda', doom: 2, lockedDie: 'red' }))
    expect(texts(m.before, m.state)).toEqual([
      'Tor zagłady: dołóż 2 żetony (razem 2)',
      'Karta Mitów bez tytułu (nr 1): odłóż ją na spód talii Mitów',
      'Karta Mitów „Zła gwiazda”: połóż ją odkrytą (nowa karta Mitów)',
      'Karta Mitów „Zła gwiazda”: połóż na karcie czerwoną kość (zablokowana)',
    ])
    expect(texts(m.before, m.state, 'en')).toEqual([
      'Doom track: add 2 tokens (now 2)',
      'Mythos card untitled (no. 1): put it at the bottom of the Mythos deck',
      'Mythos card “Zła gwiazda”: lay it face up (the new Mythos card)',
      'Mythos card “Zła gwiazda”: put the red die on the card (locked)',
    ])
    expect(texts(m.state, undone(m.session))).toEqual([
      'Tor zagłady: zdejmij 2 żetony (zostaje 0)',
      'Karta Mitów „Zła gwiazda”: odłóż ją z powrotem na wierzch talii Mitów',
      'Karta Mitów bez tytułu (nr 1): weź ją ze spodu talii Mitów i połóż odkrytą',
      'Karta Mitów „Zła gwiazda”: zdejmij czerwoną kość i odłóż obok arkusza Wejścia',
    ])
    // Undoing the clock phase and the draw together: the hand back, each card once.
    expect(texts(m.state, undone(m.session, 2))).toEqual([
      'Tor zagłady: zdejmij 2 żetony (zostaje 0)',
      'Zegar: ustaw wskazówkę na IX',
      'Karta Mitów „Zła gwiazda”: odłóż ją z powrotem na wierzch talii Mitów',
      'Karta Mitów bez tytułu (nr 1): weź ją ze spodu talii Mitów i połóż odkrytą',
      'Karta Mitów „Zła gwiazda”: zdejmij czerwoną kość i odłóż obok arkusza Wejścia',
    ])
  })

  // A doom track of 12 spaces (the 12 doom tokens in the box); 22 tokens cannot be on the table, so
  // that count is checked on a state changed by hand (the plural form is what is tested).
  it.each([
    [1, 'Tor zagłady: dołóż 1 żeton (razem 1)', 'Doom track: add 1 token (now 1)'],
    [2, 'Tor zagłady: dołóż 2 żetony (razem 2)', 'Doom track: add 2 tokens (now 2)'],
    [5, 'Tor zagłady: dołóż 5 żetonów (razem 5)', 'Doom track: add 5 tokens (now 5)'],
    [12, 'Tor zagłady: dołóż 12 żetonów (razem 12)', 'Doom track: add 12 tokens (now 12)'],
    [22, 'Tor zagłady: dołóż 22 żetony (razem 22)', 'Doom track: add 22 tokens (now 22)'],
  ])('ES-BOARD-04 «Tor zagłady» doom +%i: the count in the right plural form, and back', (n, pl, en) => {
    const p = given({ aoFacts: { doomTrack: 12, monsterSpaces: [], elderSignLimit: 17 } }).cards('the-missing-records')
    const [before, after] = n <= 12 ? (() => { const w = when(p, { type: 'CorrectDoom', data: { to: n } }); return [w.before, w.state] })() : [p.state, { ...p.state, doom: n }]
    // A full track also wakes the Ancient One: the doom line comes first.
    expect(texts(before, after)[0]).toBe(pl)
    expect(texts(before, after, 'en')[0]).toBe(en)
    expect(texts(after, before)[0]).toBe(pl.replace('dołóż', 'zdejmij').replace(`(razem ${n})`, '(zostaje 0)'))
  })

  it.each([
    [1, 'Znaki Starszych Bogów (obok karty Przedwiecznego): dołóż 1 żeton (razem 1 z 17)', 'Elder Signs (beside the Ancient One): add 1 token (now 1 of 17)'],
    [2, 'Znaki Starszych Bogów (obok karty Przedwiecznego): dołóż 2 żetony (razem 2 z 17)', 'Elder Signs (beside the Ancient One): add 2 tokens (now 2 of 17)'],
    [5, 'Znaki Starszych Bogów (obok karty Przedwiecznego): dołóż 5 żetonów (razem 5 z 17)', 'Elder Signs (beside the Ancient One): add 5 tokens (now 5 of 17)'],
    [12, 'Znaki Starszych Bogów (obok karty Przedwiecznego): dołóż 12 żetonów (razem 12 z 17)', 'Elder Signs (beside the Ancient One): add 12 tokens (now 12 of 17)'],
    [22, 'Znaki Starszych Bogów (obok karty Przedwiecznego): dołóż 22 żetony (razem 22 z 17)', 'Elder Signs (beside the Ancient One): add 22 tokens (now 22 of 17)'],
  ])('ES-BOARD-05 «Znak Starszych Bogów» (l.433) Elder Signs +%i beside the Ancient One: the count in the right plural form, and back', (n, pl, en) => {
    const p = given({ aoFacts: { monsterSpaces: [], elderSignLimit: 17 } }).cards('the-missing-records')
    const [before, after] = n <= 17 ? (() => { const w = when(p, { type: 'CorrectElderSigns', data: { to: n } }); return [w.before, w.state] })() : [p.state, { ...p.state, elderSigns: n }]
    expect(texts(before, after)).toEqual([pl])
    expect(texts(before, after, 'en')).toEqual([en])
    expect(texts(after, before)).toEqual([pl.replace('dołóż', 'zdejmij').replace(`(razem ${n} z 17)`, '(zostaje 0 z 17)')])
  })

  it('ES-BOARD-06 «Przebudzenie się Przedwiecznego» the awakening: the track filled, the Mythos card and every adventure and monster discarded, locked dice out of the game, the markers onto the Ancient One; the undo sets the museum up again', () => {
    const p = given({ ...noSpaces, setupMythos: { lockedDie: 'red', title: 'Czerwona' } }).cards('the-missing-records', 'the-hall-of-the-dead')
      .with({ type: 'DieLocked', data: { lock: 'lock-9', colour: 'green', by: { kind: 'adventure', card: 'the-missing-records' }, die: 'green-1' } })
      .did(appear)
      .did({ type: 'PlaceMonster', data: { card: 'the-hall-of-the-dead', spot: { kind: 'under' }, token: token([{ lore: 1 }], { lockedDie: 'yellow', name: 'Kultysta' }) } })
    const w = when(p, { type: 'AwakenAncientOne', data: {} })
    expect(texts(w.before, w.state)).toEqual([
      'Tor zagłady: dołóż 8 żetonów (razem 8)',
      'Karta Mitów „Czerwona”: odłóż ją na spód talii Mitów',
      'Przygoda „Zaginione akta”: odłóż kartę na spód talii Przygód',
      'Przygoda „Sala Umarłych”: odłóż kartę na spód talii Przygód',
      'Przygoda „Sala Umarłych”: zdejmij potwora „Kultysta” (nr 1) i wrzuć go do puli potworów',
      'Przygoda „Zaginione akta”: zdejmij zieloną kość i odłóż do pudełka (usunięta z gry)',
      'Potwór „Kultysta” (nr 1): zdejmij żółtą kość i odłóż do pudełka (usunięta z gry)',
      'Karta Mitów „Czerwona”: zdejmij czerwoną kość i odłóż obok arkusza Wejścia',
      'Mandy Thompson: przesuń znacznik — arkusz Wejścia → karta Przedwiecznego',
      'Bob Jenkins: przesuń znacznik — arkusz Wejścia → karta Przedwiecznego',
    ])
    expect(texts(w.state, undone(w.session))).toEqual([
      'Tor zagłady: zdejmij 8 żetonów (zostaje 0)',
      'Karta Mitów „Czerwona”: weź ją ze spodu talii Mitów i połóż odkrytą',
      'Przygoda „Zaginione akta”: znajdź kartę w talii Przygód i połóż ją odkrytą',
      'Przygoda „Sala Umarłych”: znajdź kartę w talii Przygód i połóż ją odkrytą',
      'Przygoda „Sala Umarłych”: połóż potwora „Kultysta” (nr 1) pod ostatnim zadaniem',
      'Przygoda „Zaginione akta”: połóż na karcie zieloną kość (zablokowana)',
      'Potwór „Kultysta” (nr 1): połóż na żetonie żółtą kość (zablokowana)',
      'Karta Mitów „Czerwona”: połóż na karcie czerwoną kość (zablokowana)',
      'Mandy Thompson: przesuń znacznik — karta Przedwiecznego → arkusz Wejścia',
      'Bob Jenkins: przesuń znacznik — karta Przedwiecznego → arkusz Wejścia',
    ])
  })

  it('ES-BOARD-07 «Pochłonięcie» a devoured investigator is one line (card and marker to the box, cards, trophies and tokens back); the replacement takes its card, marker, tokens and starting cards; each undo reverses it', () => {
    const p = given(noSpaces).cards('the-missing-records').trophyCard(1, 'the-dreamlands')
    const w = when(p, effect('each-investigator:sanity-4'))
    expect(texts(w.before, w.state)).toEqual([
      'Tor zagłady: dołóż 1 żeton (razem 1)',
      'Bob Jenkins: pochłonięcie — karta i znacznik do pudełka, karty na spód talii, żetony potworów do puli potworów, pozostałe żetony do puli',
      'Mandy Thompson: odłóż 4 żetony Poczytalności (zostaje 1)',
    ])
    expect(texts(w.state, undone(w.session))).toEqual([
      'Tor zagłady: zdejmij 1 żeton (zostaje 0)',
      'Mandy Thompson: weź 4 żetony Poczytalności (razem 5)',
      'Bob Jenkins: wraca do gry — wyjmij z pudełka kartę i znacznik Badacza',
      'Bob Jenkins: połóż znacznik na arkuszu Wejścia',
      'Bob Jenkins: weź 4 żetony Poczytalności (razem 4)',
      'Bob Jenkins: weź 6 żetonów Wytrzymałości (razem 6)',
      'Bob Jenkins: dobierz 2 karty z talii Przedmiotów powszechnych (razem 2)',
      'Bob Jenkins: dobierz 1 kartę z talii Przedmiotów unikatowych (razem 1)',
      'Trofea: Bob Jenkins — weź kartę „Krainy Snów” z talii Przygód w Innych Światach',
    ])
    const next = play(w.session, move('entrance'), { type: 'PassAction', data: {} }, clock())
    const c = when(next.session, { type: 'ChooseInvestigator', data: { player: 1, investigator: 'joe-diamond' } })
    expect(texts(c.before, c.state)).toEqual([
      'Gracz 2: nowy Badacz — Joe Diamond (weź kartę i znacznik)',
      'Joe Diamond: połóż znacznik na arkuszu Wejścia',
      'Joe Diamond: weź 4 żetony Poczytalności (razem 4)',
      'Joe Diamond: weź 6 żetonów Wytrzymałości (razem 6)',
      'Joe Diamond: weź 1 żeton Wskazówki (razem 1)',
      'Joe Diamond: dobierz 1 kartę z talii Przedmiotów powszechnych (razem 1)',
    ])
    expect(texts(c.state, undone(c.session))).toEqual(['Joe Diamond: odłóż kartę i znacznik do pudełka, oddaj żetony i karty'])
    expect(texts(c.before, c.state, 'en')[0]).toBe('Player 2: a new investigator — Joe Diamond (take the card and marker)')
  })

  it('ES-BOARD-08 «Zaklęcia», «Usuwanie zatrzymanych kości» a Spell cast lays the card out with its dice and their faces; a die taken off; the empty Spell to the bottom of its deck; the undo takes it back', () => {
    const p = given().cards('the-missing-records').items(0, 'spell', 1).did(move('the-missing-records'))
    const cast = play(roll(p, ['terror', 'lore', 'peril', 'peril', 'peril', 'peril']).session, { type: 'CastHoldSpell', data: { dice: ['green-1', 'green-2'] } })
    expect(texts(cast.before, cast.state)).toEqual(['Zaklęcie (Mandy Thompson): połóż kartę odkrytą przed sobą, a na niej: zieloną kość (Panika), zieloną kość (Wiedza)'])
    expect(texts(cast.before, cast.state, 'en')).toEqual(['Spell (Mandy Thompson): lay the card face up in front of you and on it: green die (Terror), green die (Lore)'])
    expect(texts(cast.state, undone(cast.session))).toEqual(['Zaklęcie (Mandy Thompson): zdejmij kości i weź kartę z powrotem'])
    const one = when(cast.session, { type: 'ReleaseHeldDie', data: { die: 'green-1' } })
    expect(texts(one.before, one.state)).toEqual(['Zaklęcie (Mandy Thompson): zdejmij zieloną kość'])
    const last = when(one.session, { type: 'ReleaseHeldDie', data: { die: 'green-2' } })
    expect(texts(last.before, last.state)).toEqual(['Zaklęcie (Mandy Thompson): zdejmij kości i odłóż kartę na spód talii Zaklęć'])
    expect(texts(last.state, undone(last.session))).toEqual(['Zaklęcie (Mandy Thompson): weź kartę ze spodu talii Zaklęć i połóż na niej: zieloną kość (Wiedza)'])
  })

  it('ES-BOARD-09 «Arkusz Wejścia», «Trofea» (l.482) the Entrance: spent trophy cards to the bottom of their deck, monster tokens to the cup, the tokens healed, the souvenir drawn; the undo takes the trophies back', () => {
    const p = given(noSpaces).cards('the-missing-records').trophyCard(0, 'the-dreamlands').trophyCard(0, 'the-hall-of-the-dead')
      .with({ type: 'TrophyGained', data: { investigator: 'mandy-thompson', trophy: { kind: 'monster', token: { id: 'm5', name: null, requires: [{ lore: 1 }], trophies: 1, lockedDie: null, mask: false, backEffect: null } } } })
      .stats(0, { sanity: 2, stamina: 3 }).did(move('entrance'))
    const aid = when(p, { type: 'FirstAid', data: { option: 'full-one', stat: 'sanity', pay: [{ kind: 'adventure', card: 'the-dreamlands' }] } })
    expect(texts(aid.before, aid.state)).toEqual([
      'Mandy Thompson: weź 3 żetony Poczytalności (razem 5)',
      'Trofea: Mandy Thompson — odłóż kartę „Krainy Snów” na spód talii Przygód w Innych Światach',
    ])
    expect(texts(aid.state, undone(aid.session))).toEqual([
      'Mandy Thompson: odłóż 3 żetony Poczytalności (zostaje 2)',
      'Trofea: Mandy Thompson — weź kartę „Krainy Snów” z talii Przygód w Innych Światach',
    ])
    const buy = when(p, { type: 'BuySouvenir', data: { item: 'uniqueItem', cost: 2, pay: [{ kind: 'adventure', card: 'the-hall-of-the-dead' }, { kind: 'monster', token: 'm5' }] } })
    expect(texts(buy.before, buy.state)).toEqual([
      'Mandy Thompson: dobierz 1 kartę z talii Przedmiotów unikatowych (razem 1)',
      'Trofea: Mandy Thompson — odłóż kartę „Sala Umarłych” na spód talii Przygód',
      'Trofea: Mandy Thompson — wrzuć żeton potwora nr 5 do puli potworów',
    ])
    expect(texts(buy.before, buy.state, 'en').slice(1)).toEqual([
      'Mandy Thompson\'s trophies: put “The Hall of the Dead” at the bottom of the Adventure deck',
      'Mandy Thompson\'s trophies: put monster no. 5 back into the cup',
    ])
  })

  it('ES-BOARD-10 (house style «Undo by refold») an undo of several commands lists the net change once per piece, where it must end up', () => {
    const start = given().cards('gala-in-the-great-hall').build()
    const fail: EsCommand = { type: 'FailAdventure', data: {} }
    const w = play(start, move('gala-in-the-great-hall'), fail, clock(), move('gala-in-the-great-hall'), fail, clock())
    expect([w.state.doom, w.state.clock]).toEqual([2, 'VI'])
    const r = undoTo(elderSign, w.session, start.entries[start.entries.length - 1].seq)
    if (!r.ok) throw new Error(r.error.message)
    expect(texts(w.state, r.value.state)).toEqual([
      'Tor zagłady: zdejmij 2 żetony (zostaje 0)',
      'Zegar: ustaw wskazówkę na XII (północ)',
      'Mandy Thompson: przesuń znacznik — „Gala w Wielkiej Sali” → arkusz Wejścia',
      'Bob Jenkins: przesuń znacznik — „Gala w Wielkiej Sali” → arkusz Wejścia',
    ])
    // Nothing changed on the table: no line.
    expect(texts(w.state, w.state)).toEqual([])
    expect(texts(start.state, { ...start.state, turn: { ...start.state.turn, phase: 'action' } })).toEqual([])
  })

  it('ES-BOARD-11 every line has a key unique in its list, and the same keys in both languages', () => {
    const p = given({ ...noSpaces, setupMythos: { lockedDie: 'red', title: 'Czerwona' } }).cards('the-missing-records', 'the-hall-of-the-dead').did(appear)
      .did({ type: 'PlaceMonster', data: { card: 'the-hall-of-the-dead', spot: { kind: 'under' }, token: token([{ lore: 1 }], { lockedDie: 'yellow' }) } })
      .trophyCard(1, 'the-dreamlands')
    for (const w of [when(p, { type: 'AwakenAncientOne', data: {} }), when(p, effect('each-investigator:sanity-4'))]) {
      for (const [a, b] of [[w.before, w.state], [w.state, undone(w.session)]]) {
        locale.value = 'pl'
        const pl = boardChanges(a, b)
        locale.value = 'en'
        const en = boardChanges(a, b)
        expect(pl.length).toBeGreaterThanOrEqual(3)
        expect(new Set(pl.map((c) => c.key)).size).toBe(pl.length)
        expect(en.map((c) => c.key)).toEqual(pl.map((c) => c.key))
        expect(en.map((c) => c.icon)).toEqual(pl.map((c) => c.icon))
      }
    }
  })

  it('ES-BOARD-12 «Przygotowanie do gry» … «Zakończenie gry» whole sample games (the rules\' own sampler): after every command and undo, no internal id, no placeholder, unique keys equal in both languages', () => {
    // Ids are kebab-case (adventures, investigators, dice, Mythos cards, Spells, locks) or `m<n>` (monster tokens).
    const kebab = /\b[a-z0-9]+(?:-[a-z0-9]+)+\b|\bm\d+\b/
    const ids = new RegExp([...d.adventures.map((a) => a.id), ...d.investigators.map((i) => i.id), ...d.ancientOnes.map((a) => a.id), ...DIE_IDS].filter((id) => id.includes('-')).join('|'))
    const seen = new Set<string>()
    let lines = 0
    const check = (a: EsState, b: EsState, where: string) => {
      locale.value = 'pl'
      const pl = boardChanges(a, b)
      locale.value = 'en'
      const en = boardChanges(a, b)
      expect(en.map((c) => c.key), where).toEqual(pl.map((c) => c.key))
      expect(new Set(pl.map((c) => c.key)).size, where).toBe(pl.length)
      for (const c of [...pl, ...en]) {
        const bad = kebab.exec(c.text)?.[0] ?? ids.exec(c.text)?.[0] ?? /\{|\}|#|undefined|\bnull\b|NaN|\bboard\.|\[object/.exec(c.text)?.[0]
        expect(bad, `${where}: «${c.text}»`).toBeUndefined()
      }
      for (const c of pl) seen.add(c.key.replace(/:.*?(:|$)/, ':').replace(/:$/, ''))
      lines += pl.length
    }
    for (let g = 0; g < 40; g++) {
      const rng = createRng(`es-board:${g}`)
      let s = newSession(elderSign, `es-board-${g}`) as Session<EsState, EsCommand, EsEvent>
      const r0 = execute(elderSign, s, elderSign.setupCommand(elderSign.sampleSetup(rng)))
      if (!r0.ok) throw new Error(r0.error.code)
      s = r0.value.session
      for (let i = 0; i < 300; i++) {
        const options = elderSign.sample(s.state, rng)
        if (options.length === 0) break
        const c = rng.pick(options)
        const r = execute(elderSign, s, c)
        if (!r.ok) continue
        check(s.state, r.value.session.state, `game ${g} step ${i} ${c.type}`)
        s = r.value.session
        // Now and then an undo of the last few commands (the sheet after an undo-to-here).
        if (i % 17 === 16) {
          const back = undoTo(elderSign, s, s.entries[Math.max(1, s.entries.length - 4)].seq - 1)
          if (back.ok) check(s.state, back.value.state, `game ${g} step ${i} undo`)
        }
      }
    }
    expect(lines).toBeGreaterThan(2000)
    // The sampler reaches every kind of piece.
    for (const k of ['doom', 'elder-signs', 'clock', 'mythos', 'adventure', 'monster', 'die', 'spell', 'inv:sanity', 'inv:stamina', 'inv:clues', 'inv:at', 'inv', 'inv:commonItem', 'inv:spell', 'monster-flip']) {
      expect([...seen], k).toContain(k)
    }
  }, 60_000)

  it('ES-BOARD-13 «Trofea» (l.476–482) an adventure card given as a trophy by hand: taken from its deck into the trophies; the undo puts it at the bottom', () => {
    const w = when(given(noSpaces).cards('the-missing-records'), { type: 'CorrectTrophies', data: { investigator: 'bob-jenkins', addAdventure: ['the-dreamlands'] } })
    expect(texts(w.before, w.state)).toEqual(['Trofea: Bob Jenkins — weź kartę „Krainy Snów” z talii Przygód w Innych Światach'])
    expect(texts(w.before, w.state, 'en')).toEqual(["Bob Jenkins's trophies: take “The Dreamlands” from the Other World deck"])
    expect(texts(w.state, undone(w.session))).toEqual(['Trofea: Bob Jenkins — odłóż kartę „Krainy Snów” na spód talii Przygód w Innych Światach'])
  })

  it('ES-BOARD-14 «Karty Mitów» (l.748–758), «Uwalnianie zablokowanych kości» (l.582) the Mythos card in play replaced by hand: the card swapped (not drawn, not to the bottom), the old die off, the new one on; the undo swaps back', () => {
    const p = given({ ...noSpaces, setupMythos: { title: 'Stara', doom: 1, lockedDie: 'yellow' } }).cards('the-missing-records')
    const w = when(p, { type: 'ReplaceMythos', data: { card: { title: 'Nowa', lockedDie: 'red', doom: 2 } } })
    expect(texts(w.before, w.state)).toEqual([
      'Karta Mitów „Stara”: zdejmij ją ze stołu i połóż w jej miejsce kartę Mitów „Nowa”',
      'Karta Mitów „Stara”: zdejmij żółtą kość i odłóż obok arkusza Wejścia',
      'Karta Mitów „Nowa”: połóż na karcie czerwoną kość (zablokowana)',
    ])
    expect(texts(w.before, w.state, 'en')[0]).toBe('Mythos card “Stara”: take it off the table and lay the Mythos card “Nowa” in its place')
    expect(texts(w.state, undone(w.session))).toEqual([
      'Karta Mitów „Nowa”: zdejmij ją ze stołu i połóż w jej miejsce kartę Mitów „Stara”',
      'Karta Mitów „Stara”: połóż na karcie żółtą kość (zablokowana)',
      'Karta Mitów „Nowa”: zdejmij czerwoną kość i odłóż obok arkusza Wejścia',
    ])
    // With its immediate effect: the doom tokens too.
    const i = when(p, { type: 'ReplaceMythos', data: { card: { title: 'Nowa', doom: 2 }, immediate: true } })
    expect(texts(i.before, i.state)).toEqual([
      'Tor zagłady: dołóż 2 żetony (razem 3)',
      'Karta Mitów „Stara”: zdejmij ją ze stołu i połóż w jej miejsce kartę Mitów „Nowa”',
      'Karta Mitów „Stara”: zdejmij żółtą kość i odłóż obok arkusza Wejścia',
    ])
    // The same card with its facts typed again (a title kept, an untitled card too): nothing to do on the table.
    expect(texts(w.before, when(p, { type: 'ReplaceMythos', data: { card: { title: 'Stara', doom: 1, lockedDie: 'yellow', terrorEffect: 'doom+1' } } }).state)).toEqual([])
    const u = given({ ...noSpaces, setupMythos: { lockedDie: 'green' } }).cards('the-missing-records')
    expect(texts(u.state, when(u, { type: 'ReplaceMythos', data: { card: { lockedDie: 'green', midnightEffect: 'doom+1' } } }).state)).toEqual([])
  })

  it('ES-BOARD-15 «Złota zasada» (l.184) the other corrections the phone makes: a once-per-day ability marked has no piece (no line); a card\'s effect and a healing card say their tokens and the card spent; each undo the reverse', () => {
    const p = given(noSpaces).cards('the-missing-records').stats(1, { stamina: 3 })
    const a = when(p, { type: 'CorrectDailyAbility', data: { investigator: 'mandy-thompson', used: true } })
    expect([texts(a.before, a.state), texts(a.state, undone(a.session))]).toEqual([[], []])
    const e = when(p, { type: 'ApplyEffect', data: { tag: 'active-investigator:sanity-2', investigator: 'bob-jenkins' } })
    expect(texts(e.before, e.state)).toEqual(['Bob Jenkins: odłóż 2 żetony Poczytalności (zostaje 2)'])
    expect(texts(e.state, undone(e.session))).toEqual(['Bob Jenkins: weź 2 żetony Poczytalności (razem 4)'])
    const r = when(p, { type: 'RecoverStat', data: { investigator: 'bob-jenkins', stat: 'stamina', amount: 1, spend: 'commonItem' } })
    expect(texts(r.before, r.state)).toEqual([
      'Mandy Thompson: odłóż 1 kartę na spód talii Przedmiotów powszechnych (zostaje 0)',
      'Bob Jenkins: weź 1 żeton Wytrzymałości (razem 4)',
    ])
    expect(texts(r.state, undone(r.session), 'en')).toEqual([
      'Mandy Thompson: draw 1 card from the Common Item deck (now 1)',
      'Bob Jenkins: return 1 Stamina token (now 3)',
    ])
    // The deck order the players name has no piece to move (they put the card on top themselves).
    const k = when(p, { type: 'CorrectAdventureDeck', data: { deck: 'adventure', top: [p.state.adventureDeck[4]] } })
    expect(texts(k.before, k.state)).toEqual([])
  })
})
