// The live page's table store, for its tiles (LiveGameTile). Only the live pages import it: the
// casino lobby's scripts carry none of the live feed's code.
import { createContext } from 'react';
import type { LiveTablesStore } from './live-tables-store.ts';

export const LiveTablesContext = createContext<LiveTablesStore | null>(null);
