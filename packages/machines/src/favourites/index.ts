// Favourites and the other personal lists (played games, recent results). The portal sends
// `favourites.login` { categories of the layout } when auth emits `auth.authenticated`, `favourites.logout`
// on `auth.guest`, and `favourites.layout-changed` on navigation; it forwards `snackbar.show`.
export { favouritesMachine } from './favourites.machine.ts';
export { connect } from './favourites.connect.ts';
export type * from './favourites.types.ts';
