// Bonuses and promotions. The portal feeds it with `bonuses.sync` (the player data's bonuses and
// opt-ins once loaded, the catalogue's promotions, the logged-in state), provides the four calls and
// `track`, forwards `snackbar.show`, and on `bonuses.confirmed` refreshes the player data's bonuses.
export { bonusesMachine } from './bonuses.machine.ts';
export { connect } from './bonuses.connect.ts';
export type * from './bonuses.types.ts';
