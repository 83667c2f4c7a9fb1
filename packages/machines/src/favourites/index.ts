// Favourites and the other personal lists (played games, recent results). The portal sends
// `personal.login` { categories of the layout } when auth emits `auth.authenticated`, `personal.logout`
// on `auth.guest`, and `personal.layoutChanged` on navigation; it forwards `snackbar.show`.
export { favouritesMachine } from './favourites.machine.ts';
export { connect } from './favourites.connect.ts';
export type * from './favourites.types.ts';
