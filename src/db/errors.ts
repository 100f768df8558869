/** Thrown inside a transaction when the game moved on in another tab meanwhile (the transaction is rolled back). */
export class StaleGameError extends Error {
  override name = 'StaleGameError'
}
/** Thrown inside a transaction when the game is no longer stored (deleted in another tab). */
export class GameGoneError extends Error {
  override name = 'GameGoneError'
}
/** A write stopped because the players cancelled it (an import): nothing of it was written. */
export class CancelledError extends Error {
  override name = 'CancelledError'
}
