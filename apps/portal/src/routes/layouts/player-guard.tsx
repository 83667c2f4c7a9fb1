// Around every protected page (core's routes with `auth: 'user'`): routes.ts puts this layout
// between a layout and those pages, so each of them (the personal pages, real-money play) is shown
// only to a logged-in player, and none of their modules needs to know (session/player-gate.tsx).
import { Outlet } from 'react-router';
import { PlayerGate } from '../../session/player-gate.tsx';

export default function PlayerGuard() {
  return (
    <PlayerGate>
      <Outlet />
    </PlayerGate>
  );
}
